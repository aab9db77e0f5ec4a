//! Art. 5 colour allocation.
use super::Ctx;
use crate::model::Colour;

/// Which article decided a pair's colours (for explanations).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// 5.2.1 both have yet to play: TPN parity of the higher ranked player
    R521,
    /// 5.2.2 both preferences granted (1.5.4: a player without a preference adapts)
    R522,
    /// 5.2.3 the stronger preference
    R523,
    /// 5.2.4 alternate to the most recent round with different colours
    R524,
    /// 5.2.5 the higher ranked player's preference
    R525,
}

impl Rule {
    pub fn article(self) -> &'static str {
        match self {
            Rule::R521 => "5.2.1",
            Rule::R522 => "5.2.2",
            Rule::R523 => "5.2.3",
            Rule::R524 => "5.2.4",
            Rule::R525 => "5.2.5",
        }
    }

}

/// The higher ranked of two players (Article 1.8: Index, then TPN), by local index.
pub fn higher_ranked(ctx: &Ctx, a: usize, b: usize) -> usize {
    if ctx.rank[a] < ctx.rank[b] { a } else { b }
}

/// (white, black) for the pair of local indices `a`, `b`, and the deciding rule.
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> ((usize, usize), Rule) {
    // "higher ranked": Article 1.8 (Index, then TPN)
    let hi = higher_ranked(ctx, a, b);
    let lo = if hi == a { b } else { a };
    let (c, rule) = colour_of_higher(ctx, hi, lo);
    (if c == Colour::White { (hi, lo) } else { (lo, hi) }, rule)
}

fn colour_of_higher(ctx: &Ctx, hi: usize, lo: usize) -> (Colour, Rule) {
    // 5.2.1
    if ctx.games[hi] == 0 && ctx.games[lo] == 0 {
        let odd = ctx.ids[hi] % 2 == 1;
        return (if odd { ctx.initial_colour } else { ctx.initial_colour.opposite() }, Rule::R521);
    }
    let (hp, lp) = (ctx.pref[hi], ctx.pref[lo]);
    match (hp.colour, lp.colour) {
        (Some(h), Some(l)) if h != l => return (h, Rule::R522),
        (Some(h), None) => return (h, Rule::R522),
        (None, Some(l)) => return (l.opposite(), Rule::R522),
        (Some(h), Some(_)) if hp.strength != lp.strength => {
            // 5.2.3
            return if hp.strength > lp.strength { (h, Rule::R523) } else { (h.opposite(), Rule::R523) };
        }
        _ => {}
    }
    // 5.2.4 with General Handling Rules 3.4: played games only, histories aligned on the latest
    let (x, y) = (&ctx.hist[hi], &ctx.hist[lo]);
    for i in 1..=x.len().min(y.len()) {
        let (cx, cy) = (x[x.len() - i], y[y.len() - i]);
        if cx != cy {
            return (cx.opposite(), Rule::R524);
        }
    }
    // 5.2.5
    match hp.colour {
        Some(h) => (h, Rule::R525),
        // neither has a preference but one has played: cannot happen (a game gives a preference)
        None => (ctx.initial_colour, Rule::R525),
    }
}
