package script

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// mainSoon runs Main in a goroutine with a generous timeout, so that a
// regression (a FIFO that blocks again) fails instead of hanging.
func mainSoon(t *testing.T, args ...string) (code int, stderr string) {
	t.Helper()
	type result struct {
		code   int
		stderr string
	}
	done := make(chan result, 1)
	go func() {
		var out, errs bytes.Buffer
		c := Main(args, &out, &errs)
		done <- result{c, errs.String()}
	}()
	select {
	case r := <-done:
		return r.code, r.stderr
	case <-time.After(10 * time.Second):
		t.Fatalf("plateau script %s still blocked after 10 s", strings.Join(args, " "))
		return 0, ""
	}
}

// Issue 8 item 8: `plateau script -actions FIFO` (and -scenario FIFO)
// blocked forever; a device was read until memory ran out. Both files are
// read as regular files only, at most their bound, and refused at once
// with what they are.
func TestMainRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "actions.fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	script := filepath.Join(dir, "ok.txt")
	if err := os.WriteFile(script, []byte("end-phase\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.txt")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxScriptSize + 1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"actions: named pipe", []string{"-actions", fifo}, "script: open " + fifo + ": is a named pipe, not a file"},
		{"actions: device", []string{"-actions", "/dev/zero"}, "script: open /dev/zero: is a character device, not a file"},
		{"actions: directory", []string{"-actions", dir}, "script: open " + dir + ": is a directory, not a file"},
		{"actions: over the bound", []string{"-actions", big}, "script: read " + big + ": is 16777217 bytes, more than the 16 MiB limit"},
		{"scenario: named pipe", []string{"-scenario", fifo, "-actions", script}, "scenario: open " + fifo + ": is a named pipe, not a file"},
		{"scenario: device", []string{"-scenario", "/dev/zero", "-actions", script}, "scenario: open /dev/zero: is a character device, not a file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, stderr := mainSoon(t, tt.args...)
			if code != 2 || strings.TrimSpace(stderr) != tt.want {
				t.Errorf("plateau script %s = %d, %q, want 2, %q", strings.Join(tt.args, " "), code, stderr, tt.want)
			}
		})
	}
}

// Issue 8 item 8: a line over 64 KB failed the whole script with
// "bufio.Scanner: token too long" and no line number. Lines up to
// MaxLineLen are read (a 100 KB dice line is a command), errors in them
// name their line without printing it whole, and a longer line is refused
// by its number.
func TestParseLongLines(t *testing.T) {
	dice := "dice" + strings.Repeat(" 3", 50_000) // 100 KB
	junk := strings.Repeat("x", 100_000)
	tests := []struct {
		name, script string
		cmds         int    // commands parsed, when want is ""
		want         string // the error, else ""
	}{
		{"a 100 KB dice line", "end-phase\n\n" + dice + "\nend-phase\n", 3, ""},
		{"a 100 KB dice line, CRLF, last", "end-phase\r\n\r\n" + dice + "\r\n", 2, ""},
		{"a 100 KB unknown word", "end-phase\n\n" + junk + "\n", 0,
			`script: test:3: unknown command "` + junk[:120] + `… (100000 bytes)"`},
		{"a 100 KB bad move", "move b-spears.1 by 0 " + junk + "\n", 0,
			`script: test:1: "move b-spears.1 by 0 ` + junk[:99] + `… (100021 bytes)": "` + junk[:120] + `… (100000 bytes)" is not a number`},
		{"a line over the bound", "end-phase\n" + strings.Repeat("#", MaxLineLen+1) + "\nmove\n", 0,
			"script: test:2: the line is longer than 1 MiB\ntest:3: "},
		{"a line at the bound", "end-phase\n" + strings.Repeat("#", MaxLineLen) + "\r\nend-phase", 2, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, err := Parse("test", strings.NewReader(tt.script))
			switch {
			case tt.want == "" && (err != nil || len(cmds) != tt.cmds):
				t.Errorf("Parse = %d commands, %.200v, want %d commands", len(cmds), err, tt.cmds)
			case tt.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tt.want)):
				t.Errorf("Parse = %.300v, want an error starting %.300q", err, tt.want)
			}
			if err == nil && len(cmds) >= 2 && cmds[len(cmds)-1].Line != strings.Count(strings.TrimRight(tt.script, "\r\n"), "\n")+1 {
				t.Errorf("the last command is on line %d, want the last line", cmds[len(cmds)-1].Line)
			}
		})
	}
}

// Issue 8 item 8: standard input is bounded too (`-actions - < /dev/zero`
// read until memory ran out).
func TestParseBoundsItsInput(t *testing.T) {
	done := make(chan error, 1)
	go func() {
		_, err := Parse("stdin", io.LimitReader(zeros{}, 1<<30))
		done <- err
	}()
	select {
	case err := <-done:
		if want := "script: stdin is more than 16 MiB, the most a script may be"; err == nil || err.Error() != want {
			t.Errorf("Parse(a gigabyte of zeros) = %.200v, want %q", err, want)
		}
	case <-time.After(30 * time.Second):
		t.Fatal("Parse(a gigabyte of zeros) still reading after 30 s")
	}
}

type zeros struct{}

func (zeros) Read(p []byte) (int, error) { clear(p); return len(p), nil }
