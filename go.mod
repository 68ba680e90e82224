module plateau

go 1.26.8
