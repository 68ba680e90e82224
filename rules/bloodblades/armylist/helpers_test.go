package armylist_test

import "plateau/rules/bloodblades/armylist"

func dbm(reg bool, typ string, grade byte) armylist.DBMTroop {
	return armylist.DBMTroop{Type: typ, Grade: grade, Reg: reg}
}

func bnb(reg bool, typ string, grade byte) armylist.Troop {
	return armylist.Troop{Type: typ, Grade: grade, Reg: reg}
}

func mounted(t armylist.DBMTroop, m armylist.Mount) armylist.DBMTroop { t.Mount = m; return t }

func scout(t armylist.DBMTroop) armylist.DBMTroop { t.Scout = true; return t }
