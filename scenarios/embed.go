package scenarios

import "embed"

// Files holds every *.toml scenario of this directory.
//
//go:embed *.toml
var Files embed.FS
