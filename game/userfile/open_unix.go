//go:build unix

package userfile

import "syscall"

// openFlags makes opening a named pipe return at once instead of waiting
// for a writer; on a regular file it changes nothing.
const openFlags = syscall.O_NONBLOCK
