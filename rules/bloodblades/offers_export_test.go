package bloodblades

// ForgetZocMemos empties the memos (forgetZoc), for the benchmarks of
// package bloodblades_test (offers_bench_test.go) to measure a state's
// first Offers call, as a player sees it when he first clicks a base.
func ForgetZocMemos() { forgetZoc() }
