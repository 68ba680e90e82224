// Package userfile reads the files a user names on the command line or in
// the window (scenarios, saves, scripts) safely: only regular files, never
// more than a stated number of bytes, and without blocking on a named pipe
// or a device. Every entry point that reads a user's file goes through
// Read, so that `plateau check FIFO`, `plateau -load /dev/zero` and their
// kin fail at once with a sentence instead of hanging or filling memory
// (issue 8 item 8).
package userfile
