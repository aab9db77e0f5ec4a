//! Standings after any round (C.07 Art. 4.2): points, then the tie-breaks in order, each
//! applied to the players still tied; ties left at the end are shared, never broken silently.
//! An undefined value (2026 Art. 10 drop, an average over no game) is kept as 0 for the
//! order, so it separates nobody, and is marked in [`Row::undefined`].

use super::direct_encounter::direct_encounter;
use super::{buchholz, counts, rating, sonneborn, Computed, Context, Edition, Kind, Options, TieBreak, TieBreakError, Undefined, Value};
use crate::model::{PlayerId, Tournament};
use crate::score::Score;
use std::cmp::Ordering;

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Row {
    pub id: PlayerId,
    /// 1-based; players still tied after every tie-break share the rank.
    pub rank: u32,
    /// Whether the rank is shared with another player.
    pub shared: bool,
    pub points: Score,
    /// One value per tie-break of [`Standings::tiebreaks`] (0 where undefined).
    pub values: Vec<Value>,
    /// Per tie-break: the value is undefined (shown empty, `null` in JSON).
    pub undefined: Vec<bool>,
}

impl Row {
    /// Value of the `i`-th tie-break, `None` when undefined.
    pub fn get(&self, i: usize) -> Option<Value> {
        (!self.undefined.get(i).copied().unwrap_or(false)).then(|| self.values.get(i).copied()).flatten()
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Standings {
    pub after_round: u32,
    /// The edition of C.07 the values follow.
    pub edition: Edition,
    pub tiebreaks: Vec<TieBreak>,
    /// Per tie-break: why the whole column is empty, if it is (2026 Art. 10).
    pub dropped: Vec<Option<Undefined>>,
    /// Sorted by rank, then pairing number.
    pub rows: Vec<Row>,
}

impl Standings {
    pub fn row(&self, id: PlayerId) -> Option<&Row> {
        self.rows.iter().find(|r| r.id == id)
    }
    /// Value of tie-break `code` (as written in the list) for player `id`; `None` also when
    /// the value is undefined (see [`Standings::cell`]).
    pub fn value(&self, id: PlayerId, code: &str) -> Option<Value> {
        self.cell(id, code).flatten()
    }
    /// `None`: no such player or code; `Some(None)`: the value is undefined.
    pub fn cell(&self, id: PlayerId, code: &str) -> Option<Option<Value>> {
        let i = self.tiebreaks.iter().position(|t| t.code() == code)?;
        self.row(id).map(|r| r.get(i))
    }
}

/// The round the standings refer to when none is given: the last round paired (a game or a PAB),
/// or the last round with any entry.
pub fn default_round(t: &Tournament) -> u32 {
    match t.rounds_paired() {
        0 => t.rounds_in_file(),
        k => k,
    }
}

/// Check a requested round against the file.
pub fn check_round(t: &Tournament, after_round: Option<u32>) -> Result<u32, TieBreakError> {
    // Rounds not in the file yet would read as absences for everybody: refused.
    let available = t.rounds_in_file();
    match after_round {
        None => Ok(default_round(t)),
        Some(k) if k <= available => Ok(k),
        Some(k) => Err(TieBreakError::RoundOutOfRange { requested: k, available }),
    }
}

/// Value of one tie-break (not DE, which needs the tied group) for one player, with its terms.
pub fn compute(ctx: &Context, id: PlayerId, tb: &TieBreak) -> Computed {
    if let (true, Some(why)) = (tb.kind.is_rating_based(), &ctx.ratings_dropped) {
        return Computed::undefined(why.clone());
    }
    match tb.kind {
        Kind::Pts => Computed::plain(Value::from_score(ctx.score(id))),
        Kind::De => Computed::default(),
        Kind::Win | Kind::Won | Kind::Bpg | Kind::Bwg | Kind::Ge | Kind::Rep | Kind::Ps | Kind::Std | Kind::Tpn => counts::compute(ctx, id, tb),
        Kind::Rtng => rating::rtng(ctx, id),
        Kind::Bh => buchholz::buchholz(ctx, id, tb),
        Kind::Fb => buchholz::fore_buchholz(ctx, id, tb),
        Kind::Aob => buchholz::average_of_opponents_buchholz(ctx, id),
        Kind::Sb => sonneborn::sonneborn_berger(ctx, id, tb),
        Kind::Ks => sonneborn::koya(ctx, id, tb),
        Kind::Aro => rating::aro(ctx, id, tb),
        Kind::Tpr => rating::tpr(ctx, id),
        Kind::Ptp => rating::ptp(ctx, id),
        Kind::Apro => rating::average_of_opponents(ctx, id, false),
        Kind::Appo => rating::average_of_opponents(ctx, id, true),
    }
}

/// Compare two players' keys (points, then each tie-break; DE ascending, others descending).
fn compare(tiebreaks: &[TieBreak], a: &(Score, Vec<Value>), b: &(Score, Vec<Value>)) -> Ordering {
    b.0.cmp(&a.0).then_with(|| {
        for (i, tb) in tiebreaks.iter().enumerate() {
            let o = if tb.lower_is_better() { a.1[i].cmp(&b.1[i]) } else { b.1[i].cmp(&a.1[i]) };
            if o != Ordering::Equal {
                return o;
            }
        }
        Ordering::Equal
    })
}

/// Standings after round `after_round` (default: the last round played).
pub fn standings(t: &Tournament, tiebreaks: &[TieBreak], after_round: Option<u32>, opts: &Options) -> Result<Standings, TieBreakError> {
    let k = check_round(t, after_round)?;
    let ctx = Context::new(t, k, opts)?;
    let ids: Vec<PlayerId> = ctx.ids().collect();
    let mut keys: Vec<(Score, Vec<Value>)> = ids.iter().map(|&id| (ctx.score(id), Vec::with_capacity(tiebreaks.len()))).collect();
    let mut undefined: Vec<Vec<bool>> = vec![Vec::with_capacity(tiebreaks.len()); ids.len()];
    for (j, tb) in tiebreaks.iter().enumerate() {
        if tb.kind == Kind::De {
            // Art. 6 among the players tied on everything before it (4.2).
            let mut de = vec![Value(0); ids.len()];
            let mut by_key: Vec<usize> = (0..ids.len()).collect();
            crate::sort::by(&mut by_key, &|&a, &b| compare(&tiebreaks[..j], &keys[a], &keys[b]).then(ids[a].cmp(&ids[b])));
            for members in by_key.chunk_by(|&a, &b| compare(&tiebreaks[..j], &keys[a], &keys[b]) == Ordering::Equal) {
                if members.len() < 2 {
                    continue;
                }
                let group: Vec<PlayerId> = members.iter().map(|&i| ids[i]).collect();
                let out = direct_encounter(&ctx, &group, tb.forfeits_played);
                for (m, &i) in members.iter().enumerate() {
                    de[i] = Value::from_int(out.positions[m] as i64);
                }
            }
            for (i, v) in de.into_iter().enumerate() {
                keys[i].1.push(v);
                undefined[i].push(false);
            }
        } else {
            for (i, &id) in ids.iter().enumerate() {
                let c = compute(&ctx, id, tb);
                keys[i].1.push(c.value);
                undefined[i].push(c.undefined.is_some());
            }
        }
    }
    let mut order: Vec<usize> = (0..ids.len()).collect();
    crate::sort::by(&mut order, &|&a, &b| compare(tiebreaks, &keys[a], &keys[b]).then(ids[a].cmp(&ids[b])));
    let same = |a: usize, b: usize| compare(tiebreaks, &keys[a], &keys[b]) == Ordering::Equal;
    let mut rows: Vec<Row> = Vec::with_capacity(ids.len());
    for (pos, &i) in order.iter().enumerate() {
        let with_prev = pos > 0 && same(order[pos - 1], i);
        let with_next = pos + 1 < order.len() && same(i, order[pos + 1]);
        let rank = match rows.last() {
            Some(prev) if with_prev => prev.rank,
            _ => pos as u32 + 1,
        };
        rows.push(Row { id: ids[i], rank, shared: with_prev || with_next, points: keys[i].0, values: keys[i].1.clone(), undefined: undefined[i].clone() });
    }
    let dropped = tiebreaks.iter().map(|tb| tb.kind.is_rating_based().then(|| ctx.ratings_dropped.clone()).flatten()).collect();
    Ok(Standings { after_round: k, edition: opts.edition, tiebreaks: tiebreaks.to_vec(), dropped, rows })
}

/// The tie-break list stored with the tournament (`Tournament::tiebreaks`), parsed.
pub fn tournament_tiebreaks(t: &Tournament) -> Result<Vec<TieBreak>, TieBreakError> {
    TieBreak::parse_all(&t.tiebreaks)
}

/// Whether the tournament is a round robin: its pairing system (TRF-2026 192
/// `FIDE_ROUNDROBIN`, `FIDE_DOUBLEROUNDROBIN`, `BERGER_ROUNDROBIN`) or its declared type (092
/// "Round Robin", "Berger").
pub fn looks_round_robin(t: &Tournament) -> bool {
    let kind = t.info.kind.to_ascii_lowercase();
    matches!(t.system, crate::model::PairingSystem::RoundRobin | crate::model::PairingSystem::DoubleRoundRobin) || kind.contains("robin") || kind.contains("berger")
}

/// C.07 (2026) Art. 8, note: the Buchholz family "must not be used in round-robins". A round
/// robin's list given by hand (`--tiebreaks`, the app's editor) or read from a file (202) is
/// refused, naming the first such code; a Swiss list passes.
pub fn check_round_robin_list(list: &[TieBreak], round_robin: bool) -> Result<(), TieBreakError> {
    match list.iter().find(|tb| round_robin && tb.kind.is_buchholz_family()) {
        Some(tb) => Err(TieBreakError::NotInRoundRobin(tb.code())),
        None => Ok(()),
    }
}

/// The list to use when none is given: the tournament's own list (C.07 4.1), else the preset
/// for its kind of event.
pub fn default_tiebreaks(t: &Tournament, round_robin: bool) -> Result<Vec<TieBreak>, TieBreakError> {
    if !t.tiebreaks.is_empty() {
        let list = tournament_tiebreaks(t)?;
        check_round_robin_list(&list, round_robin)?;
        return Ok(list);
    }
    Ok(if round_robin { super::spec::presets::round_robin() } else { super::spec::presets::swiss() })
}

/// Whether replacing the tournament's list by `new` needs the arbiter's confirmation: the list
/// is published before the start (C.07 4.1.1), so once a round has been paired a change is a
/// deliberate act.
pub fn change_needs_confirmation(t: &Tournament, new: &[TieBreak]) -> bool {
    t.rounds_paired() >= 1 && codes(&t.tiebreaks) != new.iter().map(|tb| tb.code()).collect::<Vec<_>>()
}

fn codes(list: &[String]) -> Vec<String> {
    list.iter().map(|c| c.parse::<TieBreak>().map(|tb| tb.code()).unwrap_or_else(|_| c.clone())).collect()
}

/// Replace the tournament's list (TRF-2026 record 202). A change after round 1 is recorded as a
/// `###` comment line (kept in the TRF) in the shape of FIDE's 2026 checklist for configuration
/// changes, `### Configuration @ Round n: ...`, which is returned.
pub fn change_tiebreaks(t: &mut Tournament, new: &[TieBreak]) -> Option<String> {
    let comment = change_needs_confirmation(t, new).then(|| {
        let show = |l: Vec<String>| if l.is_empty() { "(none)".to_string() } else { l.join(",") };
        format!(
            "### Configuration @ Round {}: tie-break list changed: {} -> {}",
            t.rounds_paired(),
            show(codes(&t.tiebreaks)),
            show(new.iter().map(|tb| tb.code()).collect())
        )
    });
    t.tiebreaks = new.iter().map(|tb| tb.code()).collect();
    if let Some(c) = &comment {
        t.comments.push(c.clone());
    }
    comment
}
