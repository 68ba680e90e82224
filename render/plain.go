package render

import (
	"regexp"
	"strings"
)

// Plain words first, rules on demand (issue 11 item 2): the rulesets write
// where each rule comes from into their texts ("(WME §6.3 [L483])",
// "[L290]", "(A14)", BnB's "(T9)"), which a rules lawyer wants and a
// player, or a streamer's audience, reads past. The window shows the texts
// without them unless the player asks (I, control's Citations); the log and
// the reports keep them.

var (
	// A parenthesis that cites a section: "(WME §9.9)", "(M&P §6.5 [L433])".
	citeSection = regexp.MustCompile(`\s*\([^()]*§[^()]*\)`)
	// Text line citations: "[L290]", "[L2240-2244]", "[L1117, L1119]".
	citeLines = regexp.MustCompile(`\s*\[L\d+(?:-L?\d+)?(?:,\s*L?\d+(?:-L?\d+)?)*\]`)
	// "(L1406)", "(Table 7.3)", and the spec's reading ids and the
	// ruleset's line codes alone in a parenthesis: "(A14)", "(T9, C2)".
	citeCodes = regexp.MustCompile(`\s*\((?:L\d+(?:-\d+)?|Table [\d.]+|[ACDGT]\d+(?:,\s*[ACDGT]\d+)*)\)`)
	// A reading id ending a parenthesis: "(they do not carry over, A11)".
	citeTrailing = regexp.MustCompile(`,\s*[AG]\d+(?:,\s*[AG]\d+)*\)`)
)

// plainCache keeps the plain form of the texts drawn lately: the same
// offers and log lines are drawn every frame.
var plainCache = map[string]string{}

const plainCacheMax = 4096

// plain is s without its rule citations.
func plain(s string) string {
	if !strings.ContainsAny(s, "§[(") {
		return s
	}
	if p, ok := plainCache[s]; ok {
		return p
	}
	p := citeSection.ReplaceAllString(s, "")
	p = citeLines.ReplaceAllString(p, "")
	p = citeTrailing.ReplaceAllString(p, ")")
	p = citeCodes.ReplaceAllString(p, "")
	p = strings.NewReplacer(",)", ")", ", )", ")", "( ", "(", "()", "", "  ", " ", " .", ".", " ,", ",", " :", ":").Replace(p)
	p = strings.TrimSpace(p)
	if len(plainCache) >= plainCacheMax {
		clear(plainCache)
	}
	plainCache[s] = p
	return p
}

// shown is s as the window shows it: plain unless the player asked for
// the citations.
func (g *Game) shown(s string) string {
	if g.ctrl.Citations() {
		return s
	}
	return plain(s)
}
