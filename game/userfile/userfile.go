package userfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// ErrNotRegular is wrapped by the error of Read for a path that is not a
// regular file (a named pipe, a device, a directory, a socket). The error
// itself is an *fs.PathError whose Err says what the path is.
var ErrNotRegular = errors.New("not a regular file")

// ErrTooBig is wrapped by the error of Read for a file larger than its
// limit, an *fs.PathError whose Err names the size and the limit.
var ErrTooBig = errors.New("file too big")

// Read returns the contents of the regular file at path, which may hold
// at most limit bytes. Anything else is refused with an *fs.PathError
// naming the path and what it is ("open x: is a named pipe, not a file")
// or the bound ("read x: is 5.2 MiB, more than the 4 MiB limit"). Opening never blocks: the file
// is opened non-blocking where the system has that flag (a named pipe
// opened for reading waits for a writer otherwise), and what was opened is
// checked again with fstat, so that a file swapped after the first check
// is still refused.
func Read(path string, limit int64) ([]byte, error) {
	// A first look, following symbolic links, so that a device is refused
	// before it is even opened (opening some devices has effects).
	fi, err := os.Stat(path)
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			pe.Op = "open" // as os.ReadFile said it
		}
		return nil, err
	}
	if err := regular(path, fi); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openFlags, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regular(path, fi); err != nil {
		return nil, err
	}
	if fi.Size() > limit {
		return nil, tooBig(path, fi.Size(), limit)
	}
	// The size can change while we read, and some regular files (in
	// /proc) say 0: read one byte past the limit to tell.
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, tooBig(path, int64(len(b)), limit)
	}
	return b, nil
}

// regular refuses anything but a regular file, saying what it is.
func regular(path string, fi fs.FileInfo) error {
	m := fi.Mode()
	if m.IsRegular() {
		return nil
	}
	return &fs.PathError{Op: "open", Path: path, Err: notRegular{Kind(m)}}
}

// notRegular is ErrNotRegular with what the file is instead.
type notRegular struct{ kind string }

func (e notRegular) Error() string { return "is " + e.kind + ", not a file" }
func (e notRegular) Unwrap() error { return ErrNotRegular }

// Kind names what a file of mode m is, for messages: "a named pipe", "a
// directory", ...
func Kind(m fs.FileMode) string {
	switch {
	case m.IsRegular():
		return "a regular file"
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	default:
		return "not a regular file"
	}
}

func tooBig(path string, size, limit int64) error {
	return &fs.PathError{Op: "read", Path: path, Err: tooBigError{size, limit}}
}

type tooBigError struct{ size, limit int64 }

func (e tooBigError) Error() string {
	return fmt.Sprintf("is %s, more than the %s limit", SizeOver(e.size, e.limit), Size(e.limit))
}
func (e tooBigError) Unwrap() error { return ErrTooBig }

// Size spells a byte count for people: "512 bytes", "4 MiB", "5.3 MiB".
func Size(n int64) string {
	const kib, mib = 1 << 10, 1 << 20
	switch {
	case n >= mib:
		return trim(float64(n)/mib) + " MiB"
	case n >= kib:
		return trim(float64(n)/kib) + " KiB"
	case n == 1:
		return "1 byte"
	default:
		return fmt.Sprintf("%d bytes", n)
	}
}

// SizeOver spells size, which is over limit, so that it reads bigger
// than Size(limit) does: in bytes when rounding would make them look equal
// ("1088890 bytes", not "1 MiB", over a 1 MiB limit).
func SizeOver(size, limit int64) string {
	if s := Size(size); s != Size(limit) {
		return s
	}
	return fmt.Sprintf("%d bytes", size)
}

// trim is v with one decimal, none when whole.
func trim(v float64) string {
	s := fmt.Sprintf("%.1f", v)
	if len(s) > 2 && s[len(s)-2:] == ".0" {
		return s[:len(s)-2]
	}
	return s
}
