//go:build !unix

package userfile

// openFlags is empty where there are no named pipes to block on.
const openFlags = 0
