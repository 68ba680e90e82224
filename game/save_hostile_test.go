package game

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"plateau/game/scenario"
)

// loadSoon is Load run in a goroutine with a generous timeout, so that a
// regression (a FIFO that blocks again) fails instead of hanging.
func loadSoon(t *testing.T, path string) error {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		_, err := Load(path)
		done <- err
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatalf("Load(%s) still blocked after 10 s", path)
		return nil
	}
}

// Issue 8 item 8: `plateau -load FIFO` blocked forever and a device was
// read until memory ran out; Load reads regular files only, at most
// MaxSaveSize bytes, and says what it was given.
func TestLoadRefusesWhatIsNotASaveFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "save.fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("no named pipes here: %v", err)
	}
	big := filepath.Join(dir, "big.json")
	f, err := os.Create(big)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(MaxSaveSize + 1); err != nil { // sparse: no disk used
		t.Fatal(err)
	}
	f.Close()
	tests := []struct{ name, path, want string }{
		{"named pipe", fifo, fifo + ": is a named pipe, not a file"},
		{"device", "/dev/zero", "/dev/zero: is a character device, not a file"},
		{"directory", dir, dir + ": is a directory, not a file"},
		{"over the bound", big, big + ": is 134217729 bytes, more than the 128 MiB limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := os.Stat(tt.path); err != nil {
				t.Skip(err)
			}
			err := loadSoon(t, tt.path)
			if err == nil || !strings.HasPrefix(err.Error(), "game: ") || !strings.HasSuffix(err.Error(), tt.want) {
				t.Errorf("Load(%s) = %v, want a \"game: \" error ending %q", tt.name, err, tt.want)
			}
		})
	}
}

// Issue 8 item 8: a corrupt save said "invalid character" with no place;
// the error names the file and the line and column.
func TestLoadNamesWhereTheJSONIsBroken(t *testing.T) {
	dir := t.TempDir()
	m := newMatch(t, scenario.Default(), 1)
	mustDo(t, m, step(t, m, 0))
	good, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	// Line and column of the first "seed" key in good (1-based), for
	// the cases that break it.
	at := strings.Index(string(good), `"seed"`)
	line := 1 + strings.Count(string(good[:at]), "\n")
	col := at - strings.LastIndexByte(string(good[:at]), '\n')
	end := len(good) / 2
	endLine := 1 + strings.Count(string(good[:end]), "\n")
	endCol := end - strings.LastIndexByte(string(good[:end]), '\n')
	place := func(l, c int) string { return "at line " + strconv.Itoa(l) + ", column " + strconv.Itoa(c) + ": " }
	tests := []struct{ name, data, want string }{
		{"syntax", strings.Replace(string(good), `"seed"`, `#"seed"`, 1), place(line, col) + "invalid character '#'"},
		{"type", strings.Replace(string(good), `"seed": 1`, `"seed": "one"`, 1), place(line, col+len(`"seed": "one"`)-1) + "json: cannot unmarshal string"},
		{"truncated", string(good[:end]), place(endLine, endCol) + "unexpected EOF"},
		{"unknown field", strings.Replace(string(good), `"seed"`, `"sneed": 3, "seed"`, 1), place(line, col) + `json: unknown field "sneed"`},
	}
	for _, tt := range tests {
		path := filepath.Join(dir, tt.name+".json")
		if err := os.WriteFile(path, []byte(tt.data), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Load(path)
		want := "game: save " + path + ": the file is truncated or corrupt " + tt.want
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Load(%s) = %v, want it to start %q", tt.name, err, want)
		}
	}
}
