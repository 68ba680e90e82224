package report

import (
	"encoding/base64"
	"fmt"
	"html"
	"io"
	"math"
	"slices"
	"strings"

	"plateau/rules"
	"plateau/rules/dice"
)

// Markdown writes the report as Markdown, the pictures linked by file name
// (written beside it). A missing picture (images false) is left out.
func (rep *Report) Markdown(w io.Writer, images bool) error {
	var b strings.Builder
	// The title, description and side names are the scenario's text, shown
	// as text (as the HTML escapes them): a name holding markup must not
	// become raw HTML in a Markdown viewer.
	fmt.Fprintf(&b, "# %s\n\n", mdEscape(rep.Title))
	if rep.Description != "" {
		fmt.Fprintf(&b, "%s\n\n", mdEscape(strings.TrimSpace(rep.Description)))
	}
	fmt.Fprintf(&b, "%s · %s · %d actions\n\n", rulesetName(rep.Ruleset), mdEscape(sidesLine(rep)), rep.Actions)
	if images {
		fmt.Fprintf(&b, "![The table before the first action](%s)\n\n", rep.Start.File)
	}
	var shown []string // the score last written
	for _, t := range rep.Turns {
		fmt.Fprintf(&b, "## %s\n\n", mdEscape(turnTitle(rep, t)))
		for _, p := range t.Phases {
			fmt.Fprintf(&b, "### %s\n\n", mdEscape(phaseTitle(p)))
			if p.Quiet {
				b.WriteString("Nothing happened.\n\n")
				continue
			}
			for _, e := range p.Events {
				if e.Kind == "phase" || e.Kind == "turn" {
					continue // the headings say it
				}
				fmt.Fprintf(&b, "- %s%s\n", mdEscape(e.Text), mdDice(e.Rolls))
				if f := factLine(e.Facts); f != "" {
					fmt.Fprintf(&b, "  - %s\n", mdEscape(f))
				}
			}
			b.WriteString("\n")
			if sc := scoreLines(rep, p.Score); len(sc) > 0 && !slices.Equal(sc, shown) {
				fmt.Fprintf(&b, "Score: %s\n\n", mdEscape(strings.Join(sc, "; ")))
				shown = sc
			}
			if images {
				fmt.Fprintf(&b, "![The table after %s](%s)\n\n", mdEscape(strings.ToLower(phaseTitle(p))), p.Shot.File)
			}
		}
	}
	b.WriteString("## Result\n\n")
	for _, l := range rep.Outcome {
		fmt.Fprintf(&b, "%s\n\n", mdEscape(l))
	}
	for _, l := range scoreLines(rep, rep.Final) {
		fmt.Fprintf(&b, "- %s\n", mdEscape(l))
	}
	if len(rep.Series) > 0 {
		b.WriteString("\n## Score over the battle\n\n| after | ")
		for _, s := range rep.Series {
			fmt.Fprintf(&b, "%s: %s | ", mdEscape(rep.SideName(s.Side)), mdEscape(s.Label))
		}
		b.WriteString("\n|---|" + strings.Repeat("---|", len(rep.Series)) + "\n")
		i := 0
		for _, t := range rep.Turns {
			for _, p := range t.Phases {
				fmt.Fprintf(&b, "| turn %d, %s, %s | ", t.Number, mdEscape(rep.SideName(t.Side)), mdEscape(p.Name))
				for _, s := range rep.Series {
					fmt.Fprintf(&b, "%s | ", num(s.Values[i]))
				}
				b.WriteString("\n")
				i++
			}
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// HTML writes the report as one HTML file: picture(name) gives each
// picture's PNG to put inside it (nil, or an error, leaves it out), and the
// score chart is drawn in SVG.
func (rep *Report) HTML(w io.Writer, picture func(file string) ([]byte, error)) error {
	var b strings.Builder
	esc := html.EscapeString
	img := func(file, alt string) {
		if picture == nil {
			return
		}
		data, err := picture(file)
		if err != nil || len(data) == 0 {
			return
		}
		fmt.Fprintf(&b, "<figure><img src=\"data:image/png;base64,%s\" alt=\"%s\"><figcaption>%s</figcaption></figure>\n",
			base64.StdEncoding.EncodeToString(data), esc(alt), esc(alt))
	}
	fmt.Fprintf(&b, "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>%s</title>\n<style>%s</style></head><body>\n", esc(rep.Title), css)
	fmt.Fprintf(&b, "<h1>%s</h1>\n", esc(rep.Title))
	if rep.Description != "" {
		fmt.Fprintf(&b, "<p>%s</p>\n", esc(strings.TrimSpace(rep.Description)))
	}
	fmt.Fprintf(&b, "<p class=\"meta\">%s · %s · %d actions</p>\n", esc(rulesetName(rep.Ruleset)), esc(sidesLine(rep)), rep.Actions)
	b.WriteString("<nav>")
	for i, t := range rep.Turns {
		fmt.Fprintf(&b, "<a href=\"#t%d\">%s</a> ", i, esc(turnTitle(rep, t)))
	}
	b.WriteString("<a href=\"#result\">Result</a></nav>\n")
	img(rep.Start.File, "The table before the first action")
	var shown []string // the score last written
	for i, t := range rep.Turns {
		fmt.Fprintf(&b, "<section id=\"t%d\"><h2 style=\"border-color:%s\">%s</h2>\n", i, esc(sideColour(rep, t.Side)), esc(turnTitle(rep, t)))
		for _, p := range t.Phases {
			fmt.Fprintf(&b, "<h3>%s</h3>\n", esc(phaseTitle(p)))
			if p.Quiet {
				b.WriteString("<p class=\"quiet\">Nothing happened.</p>\n")
				continue
			}
			b.WriteString("<ul>\n")
			for _, e := range p.Events {
				if e.Kind == "phase" || e.Kind == "turn" {
					continue
				}
				fmt.Fprintf(&b, "<li>%s%s", esc(e.Text), htmlDice(e.Rolls))
				if f := factLine(e.Facts); f != "" {
					fmt.Fprintf(&b, "<div class=\"facts\">%s</div>", esc(f))
				}
				b.WriteString("</li>\n")
			}
			b.WriteString("</ul>\n")
			if sc := scoreLines(rep, p.Score); len(sc) > 0 && !slices.Equal(sc, shown) {
				fmt.Fprintf(&b, "<p class=\"score\">%s</p>\n", esc(strings.Join(sc, "; ")))
				shown = sc
			}
			img(p.Shot.File, "The table after "+strings.ToLower(phaseTitle(p)))
		}
		b.WriteString("</section>\n")
	}
	b.WriteString("<section id=\"result\"><h2>Result</h2>\n")
	for _, l := range rep.Outcome {
		fmt.Fprintf(&b, "<p class=\"outcome\">%s</p>\n", esc(l))
	}
	if sc := scoreLines(rep, rep.Final); len(sc) > 0 {
		b.WriteString("<ul>")
		for _, l := range sc {
			fmt.Fprintf(&b, "<li>%s</li>", esc(l))
		}
		b.WriteString("</ul>\n")
	}
	if len(rep.Series) > 0 {
		b.WriteString("<h2>Score over the battle</h2>\n")
		rep.chart(&b)
	}
	b.WriteString("</section>\n</body></html>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

const css = `body{font:15px/1.45 system-ui,sans-serif;max-width:1000px;margin:2em auto;padding:0 1em;color:#222;background:#fbfaf6}
h1{margin-bottom:.2em}h2{border-left:8px solid #888;padding-left:.4em;margin-top:2em}h3{margin:1.2em 0 .3em}
.meta{color:#666}nav a{margin-right:.6em;white-space:nowrap}ul{padding-left:1.2em}li{margin:.15em 0}
.facts{color:#666;font-size:13px}.quiet{color:#888}.score{color:#444;font-style:italic}.outcome{font-size:18px;font-weight:bold}
.die{display:inline-block;min-width:1.3em;text-align:center;border:1px solid #777;border-radius:3px;margin-left:2px;background:#fff;font-size:13px}
figure{margin:.8em 0}img{max-width:100%;border:1px solid #ccc}figcaption{color:#666;font-size:13px}
svg text{font:12px system-ui,sans-serif}`

// chart draws the score series as an SVG line chart: one line per series,
// in its side's colour, dashed for a side's second and later items.
func (rep *Report) chart(b *strings.Builder) {
	const w, h, padL, padB, padT = 900.0, 260.0, 40.0, 28.0, 10.0
	n := len(rep.Series[0].Values)
	hi := 1.0
	for _, s := range rep.Series {
		for _, v := range s.Values {
			hi = math.Max(hi, v)
		}
	}
	x := func(i int) float64 {
		if n == 1 {
			return padL
		}
		return padL + float64(i)*(w-padL-10)/float64(n-1)
	}
	y := func(v float64) float64 { return padT + (h-padT-padB)*(1-v/hi) }
	fmt.Fprintf(b, "<svg viewBox=\"0 0 %.0f %.0f\" width=\"100%%\" role=\"img\" aria-label=\"the score after each phase\">\n", w, h)
	fmt.Fprintf(b, "<line x1=\"%.0f\" y1=\"%.1f\" x2=\"%.0f\" y2=\"%.1f\" stroke=\"#999\"/>", padL, y(0), w-10, y(0))
	fmt.Fprintf(b, "<text x=\"4\" y=\"%.1f\">%s</text><text x=\"4\" y=\"%.1f\">0</text>\n", y(hi)+4, num(hi), y(0)+4)
	// Turn marks along the bottom.
	i := 0
	for _, t := range rep.Turns {
		fmt.Fprintf(b, "<text x=\"%.1f\" y=\"%.0f\" fill=\"#666\">%d</text>", x(i), h-8, t.Number)
		i += len(t.Phases)
	}
	items := map[int]int{}
	for k, s := range rep.Series {
		var pts []string
		for i, v := range s.Values {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x(i), y(v)))
		}
		dash := ""
		if items[s.Side] > 0 {
			dash = " stroke-dasharray=\"6 4\""
		}
		items[s.Side]++
		fmt.Fprintf(b, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2.5\"%s points=\"%s\"/>\n", html.EscapeString(sideColour(rep, s.Side)), dash, strings.Join(pts, " "))
		fmt.Fprintf(b, "<text x=\"%.0f\" y=\"%.0f\" fill=\"%s\">%s: %s</text>\n", padL+8, padT+14+float64(k)*15, html.EscapeString(sideColour(rep, s.Side)),
			html.EscapeString(rep.SideName(s.Side)), html.EscapeString(s.Label))
	}
	b.WriteString("</svg>\n")
}

func rulesetName(id string) string {
	switch id {
	case "wme":
		return "Warmaster Evolution"
	case "bnb":
		return "Blood and Blades"
	case "mp":
		return "Musket & Pike"
	case "sandbox":
		return "Sandbox"
	}
	return id
}

func sidesLine(rep *Report) string {
	var names []string
	for i := range rep.Sides {
		names = append(names, rep.SideName(i))
	}
	return strings.Join(names, " against ")
}

func sideColour(rep *Report, i int) string {
	if i >= 0 && i < len(rep.Sides) && rep.Sides[i].Colour != "" {
		return rep.Sides[i].Colour
	}
	return "#888888"
}

func turnTitle(rep *Report, t Turn) string {
	if t.Number == 0 {
		return "Before the battle: " + rep.SideName(t.Side)
	}
	return fmt.Sprintf("Turn %d: %s", t.Number, rep.SideName(t.Side))
}

// phaseTitle is the phase's name as a heading: "Shooting", or "Setup" for
// none.
func phaseTitle(p Phase) string {
	if p.Name == "" {
		return "Setup"
	}
	words := strings.Fields(strings.ReplaceAll(p.Name, "-", " "))
	if len(words) > 0 {
		words[0] = strings.ToUpper(words[0][:1]) + words[0][1:]
	}
	return strings.Join(words, " ")
}

func scoreLines(rep *Report, sb rules.Scoreboard) []string {
	out := append([]string(nil), sb.Battle...)
	for _, sd := range sb.Sides {
		var items []string
		for _, it := range sd.Items {
			items = append(items, it.Text)
		}
		if len(items) > 0 {
			out = append(out, rep.SideName(sd.Side)+": "+strings.Join(items, ", "))
		}
	}
	return out
}

// factLine is an event's numbers in one line: "modifier +1 (charging);
// needed 4+", in the ruleset's words where it gives them.
func factLine(fs []rules.Fact) string {
	var out []string
	for _, f := range fs {
		s := f.Text
		if s == "" {
			s = strings.ReplaceAll(f.Name, "-", " ")
		}
		s += " " + fmt.Sprint(f.Value)
		if f.Rule != "" {
			s += " (" + f.Rule + ")"
		}
		out = append(out, s)
	}
	return strings.Join(out, "; ")
}

func mdDice(rs []dice.Roll) string {
	if len(rs) == 0 {
		return ""
	}
	var vs []string
	for _, r := range rs {
		vs = append(vs, fmt.Sprint(r.Value))
	}
	return " — dice: " + strings.Join(vs, " ")
}

func htmlDice(rs []dice.Roll) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, "<span class=\"die\" title=\"d%d\">%d</span>", r.Sides, r.Value)
	}
	return b.String()
}

// mdEscape keeps a line from being read as Markdown markup.
func mdEscape(s string) string {
	r := strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", "&lt;", "|", `\|`)
	return r.Replace(s)
}

// num prints a score number: whole, or with a half.
func num(v float64) string {
	if v == math.Trunc(v) {
		return fmt.Sprint(int(v))
	}
	return fmt.Sprintf("%g", v)
}
