// Package offersdiff holds the differential test of the WME offers
// (issue 10 part 3, "Offers that scale"): the offers of the sample
// battle's states and of the scale benchmarks' spread battles, hashed,
// against those recorded before the offers were made to scale. It is a
// package of its own because it plays battles through package game, which
// package warmaster's own tests must not need.
package offersdiff
