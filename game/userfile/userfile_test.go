package userfile

import (
	"bytes"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// readSoon is Read run in a goroutine with a generous timeout, so that a
// regression (a FIFO that blocks again) fails the test instead of hanging
// it.
func readSoon(t *testing.T, path string, limit int64) ([]byte, error) {
	t.Helper()
	type result struct {
		b   []byte
		err error
	}
	done := make(chan result, 1)
	go func() {
		b, err := Read(path, limit)
		done <- result{b, err}
	}()
	select {
	case r := <-done:
		return r.b, r.err
	case <-time.After(10 * time.Second):
		t.Fatalf("Read(%s) still blocked after 10 s", path)
		return nil, nil
	}
}

// Issue 8 item 8: every reader of a user's file refuses what is not a
// regular file, at once and saying what it is (a FIFO blocked forever, a
// device was read until memory ran out), and refuses a file over its
// bound naming the bound.
func TestReadRefusesHostileFiles(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	big := filepath.Join(dir, "big.toml")
	if err := os.WriteFile(big, bytes.Repeat([]byte("#\n"), 600), 0o644); err != nil {
		t.Fatal(err)
	}
	ok := filepath.Join(dir, "ok.toml")
	if err := os.WriteFile(ok, []byte("title = \"x\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.toml")
	if err := os.Symlink(ok, link); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "sock")
	if l, err := net.Listen("unix", sock); err == nil {
		defer l.Close()
	} else {
		sock = ""
	}
	tests := []struct {
		name, path string
		limit      int64
		want       string // "" for success
		is         error
	}{
		{"named pipe (blocked forever)", fifo, 1 << 20, fifo + ": is a named pipe, not a file", ErrNotRegular},
		{"device (read until out of memory)", "/dev/zero", 1 << 20, "/dev/zero: is a character device, not a file", ErrNotRegular},
		{"directory", dir, 1 << 20, dir + ": is a directory, not a file", ErrNotRegular},
		{"socket", sock, 1 << 20, sock + ": is a socket, not a file", ErrNotRegular},
		{"over the bound", big, 1 << 10, big + ": is 1.2 KiB, more than the 1 KiB limit", ErrTooBig},
		{"exactly at the bound", big, 1200, "", nil},
		{"missing", filepath.Join(dir, "nope"), 1 << 20, "open " + filepath.Join(dir, "nope") + ": no such file or directory", os.ErrNotExist},
		{"regular file", ok, 1 << 20, "", nil},
		{"symbolic link to a regular file", link, 1 << 20, "", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.path == "" {
				t.Skip("no unix sockets here")
			}
			if _, err := os.Stat(tt.path); err != nil && tt.is != os.ErrNotExist {
				t.Skipf("%s: %v", tt.path, err)
			}
			b, err := readSoon(t, tt.path, tt.limit)
			if tt.want == "" {
				if err != nil || len(b) == 0 {
					t.Errorf("Read(%s) = %d bytes, %v, want its contents", tt.path, len(b), err)
				}
				return
			}
			if err == nil || !strings.HasSuffix(err.Error(), tt.want) || !errors.Is(err, tt.is) {
				t.Errorf("Read(%s) = %v, want an error ending %q wrapping %v", tt.path, err, tt.want, tt.is)
			}
		})
	}
}

// Issue 8 item 8: a regular file that says it is empty but is not (as
// files in /proc do) is still bounded while it is read.
func TestReadBoundsWhatItReads(t *testing.T) {
	const p = "/proc/self/maps"
	if _, err := os.Stat(p); err != nil {
		t.Skip("no /proc here")
	}
	_, err := Read(p, 16)
	if !errors.Is(err, ErrTooBig) || !strings.Contains(err.Error(), "more than the 16 bytes limit") {
		t.Errorf("Read(%s, 16) = %v, want it refused as over 16 bytes", p, err)
	}
}

func TestSize(t *testing.T) {
	for _, tt := range []struct {
		n    int64
		want string
	}{{1, "1 byte"}, {512, "512 bytes"}, {1 << 10, "1 KiB"}, {1536, "1.5 KiB"}, {4 << 20, "4 MiB"}, {64 << 20, "64 MiB"}, {5<<20 + 1<<18, "5.2 MiB"}} {
		if got := Size(tt.n); got != tt.want {
			t.Errorf("Size(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	if got, want := SizeOver(1<<20+100, 1<<20), "1048676 bytes"; got != want {
		t.Errorf("SizeOver(1 MiB + 100, 1 MiB) = %q, want %q", got, want)
	}
	if got, want := SizeOver(2<<20, 1<<20), "2 MiB"; got != want {
		t.Errorf("SizeOver(2 MiB, 1 MiB) = %q, want %q", got, want)
	}
}
