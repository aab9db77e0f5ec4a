//! The standings and crosstable tables, written once for the screen tabs (standings.rs,
//! crosstable.rs) and the printed sheets (print/standings.rs, print/crosstable.rs): the same
//! columns and rows; the medium only names the rows for the tests, picks the table's class and,
//! on screen, links a name to the player's card.

use crate::doc::{self, fmt_score, Doc};
use crate::standings::{Row, Table};
use crate::strings::{self, tr};
use crate::util;
use crate::views::player_label;
use leptos::prelude::*;
use torre_core::{ByeKind, PlayerId, RoundEntry};

/// Where a table is shown.
#[derive(Clone, Copy)]
pub enum Medium {
    /// A tab; the names open the player's card when a card signal is given.
    Screen(Option<RwSignal<Option<PlayerId>>>),
    /// A sheet of the Print tab.
    Print,
}

impl Medium {
    fn pick(self, screen: &'static str, print: &'static str) -> &'static str {
        match self {
            Medium::Screen(_) => screen,
            Medium::Print => print,
        }
    }
    fn card(self) -> Option<RwSignal<Option<PlayerId>>> {
        match self {
            Medium::Screen(card) => card,
            Medium::Print => None,
        }
    }
    /// The table's test id on screen (the sheets are found by their rows).
    fn table_id(self, id: &'static str) -> Option<&'static str> {
        matches!(self, Medium::Screen(_)).then_some(id)
    }
}

/// A player's name, with the withdrawn mark (issue 20) when they withdrew; a link to the
/// player's card when `card` is given.
pub fn name_cell(d: &Doc, id: PlayerId, card: Option<RwSignal<Option<PlayerId>>>) -> impl IntoView {
    let label = player_label(&d.tournament, id);
    let wd = d.withdrawn_from(id);
    view! {
        <td class="left name">
            {match card {
                Some(card) => view! { <a href="#" data-testid="player-card-link" on:click=move |ev| { ev.prevent_default(); card.set(Some(id)); util::bring_into_view("[data-testid=\"player-card\"]"); }>{label}</a> }.into_any(),
                None => label.into_any(),
            }}
            {wd.map(|r| view! { " " <span class="wd" data-testid="withdrawn-mark">{format!("({})", strings::withdrawn_label(r))}</span> })}
        </td>
    }
}

pub fn rating_text(d: &Doc, id: PlayerId) -> String {
    d.tournament.player(id).and_then(|p| p.rating).map(|r| r.to_string()).unwrap_or_default()
}

fn federation(d: &Doc, id: PlayerId) -> String {
    d.tournament.player(id).map(|p| p.federation.clone()).unwrap_or_default()
}

fn tiebreak_heads(table: &Table) -> impl IntoView {
    table.columns.iter().map(|c| view! { <th>{c.clone()}</th> }).collect_view()
}

/// Name, federation, rating: a player's cells in every table.
fn player_cells(d: &Doc, id: PlayerId, m: Medium) -> impl IntoView {
    view! {
        {name_cell(d, id, m.card())}
        <td>{federation(d, id)}</td>
        <td class="num">{rating_text(d, id)}</td>
    }
}

/// Points, then the tie-breaks (empty cells for a player the standings leave out).
fn score_cells(table: &Table, row: Option<&Row>) -> impl IntoView {
    view! {
        <td class="num strong">{row.map(|r| fmt_score(r.points)).unwrap_or_default()}</td>
        {(0..table.columns.len()).map(|i| view! { <td class="num">{row.and_then(|r| r.values.get(i).cloned()).unwrap_or_default()}</td> }).collect_view()}
    }
}

/// The standings: rank, number, name, federation, rating, points, the tie-breaks.
pub fn standings_table(d: &Doc, table: &Table, m: Medium) -> impl IntoView {
    view! {
        <table class=m.pick("grid standings", "grid sheet standings-print") data-testid=m.table_id("standings-table")>
            <thead><tr>
                <th>{tr().rank}</th><th>{tr().p_no}</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th><th>{tr().p_points}</th>
                {tiebreak_heads(table)}
            </tr></thead>
            <tbody>
            {table.rows.iter().map(|row| view! {
                <tr data-testid=m.pick("standings-row", "print-standings-row") data-rank=row.rank.to_string() data-player=row.player.to_string()>
                    <td class="num">{row.rank}</td>
                    <td class="num">{row.player}</td>
                    {player_cells(d, row.player, m)}
                    {score_cells(table, Some(row))}
                </tr>
            }).collect_view()}
            </tbody>
        </table>
    }
}

/// The crosstable after round `k`: a round robin's in table order, any other by rank; the
/// standings' note under it.
pub fn crosstable(d: &Doc, k: u32, m: Medium) -> AnyView {
    let table = crate::standings::compute(d, k);
    let swiss = !d.is_round_robin();
    let grid = if swiss { by_rank(d, k, &table, m) } else { table_order(d, k, &table, m) };
    view! {
        <div class=m.pick("wide-table", "")>{grid}</div>
        {swiss.then(|| bye_legend(d, &table, k))}
        {table.note.clone().map(|n| view! { <p class="small" data-testid="standings-note">{n}</p> })}
    }
    .into_any()
}

/// A Swiss crosstable (wall chart): one line per player in ranking order, numbered, each
/// round's cell the opponent's line, the colour and the result (a line, not the rank: players
/// the tie-breaks do not separate share a rank, so "3w½" could name two players).
fn by_rank(d: &Doc, k: u32, table: &Table, m: Medium) -> AnyView {
    let t = &d.tournament;
    let line_of = |id: PlayerId| table.line_of(id);
    view! {
        <table class=m.pick("grid cross", "grid sheet cross-print") data-testid=m.table_id("crosstable")>
            <thead><tr>
                <th>{tr().rank}</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th>
                {(1..=k).map(|r| view! { <th>{r}</th> }).collect_view()}
                <th>{tr().p_points}</th>
                {tiebreak_heads(table)}
            </tr></thead>
            <tbody>
            {table.rows.iter().enumerate().map(|(line, row)| {
                let p = t.player(row.player);
                view! {
                    <tr data-testid=m.pick("crosstable-row", "print-cross-row") data-player=row.player.to_string()>
                        <td class="num">{line + 1}</td>
                        {player_cells(d, row.player, m)}
                        {(1..=k).map(|r| {
                            let e = p.map(|p| p.round(r)).unwrap_or(RoundEntry::NotPaired);
                            match bye_code(d, &e) {
                                Some((code, meaning)) => view! { <td class="cell" data-code=code.clone() title=meaning>{code.clone()}</td> }.into_any(),
                                None => view! { <td class="cell">{doc::cross_cell(&e, line_of)}</td> }.into_any(),
                            }
                        }).collect_view()}
                        {score_cells(table, Some(row))}
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}

/// A Swiss crosstable's cell for a round without a game, short as in Swiss-Manager's and
/// Vega's crosstables: the points and the bye's TRF-16 letter ("½H", "1U", "0Z"; "½ bye" and
/// "0 (absent)" made every round column wide), with its meaning (the cell's title and the
/// legend under the table). `None` for a game, a forfeit ("+", "-") or a round not paired.
fn bye_code(d: &Doc, e: &RoundEntry) -> Option<(String, &'static str)> {
    let RoundEntry::Bye(kind) = e else { return None };
    let meaning = bye_meaning(*kind)?;
    Some((format!("{}{}", fmt_score(d.tournament.points.points(e)), kind.code()), meaning))
}

fn bye_meaning(kind: ByeKind) -> Option<&'static str> {
    Some(match kind {
        ByeKind::PairingAllocated => tr().cross_code_u,
        ByeKind::Half => tr().cross_code_h,
        ByeKind::Full => tr().cross_code_f,
        ByeKind::Zero => tr().cross_code_z,
        ByeKind::ForfeitWin | ByeKind::ForfeitLoss => return None,
    })
}

/// The legend of the bye codes a Swiss crosstable shows after round `k` (none: no legend).
fn bye_legend(d: &Doc, table: &Table, k: u32) -> Option<impl IntoView> {
    let players: Vec<_> = table.rows.iter().filter_map(|row| d.tournament.player(row.player)).collect();
    let shown: Vec<ByeKind> = [ByeKind::PairingAllocated, ByeKind::Half, ByeKind::Full, ByeKind::Zero]
        .into_iter()
        .filter(|&kind| players.iter().any(|p| (1..=k).any(|r| p.round(r) == RoundEntry::Bye(kind))))
        .collect();
    (!shown.is_empty()).then(|| {
        let items = shown.into_iter().map(|kind| view! {
            <li data-code=kind.code().to_string()><strong>{kind.code().to_string()}</strong> " " {bye_meaning(kind)}</li>
        });
        view! {
            <div class="small cross-legend" data-testid="cross-legend">
                <span>{tr().cross_legend}</span>
                <ul class="inline-list">{items.collect_view()}</ul>
            </div>
        }
    })
}

/// A round robin's crosstable in table order (C.05): one row and one column per table number,
/// each cell the row player's results against the column player (both cycles of a double round
/// robin), then points, the tie-breaks and the rank.
fn table_order(d: &Doc, k: u32, table: &Table, m: Medium) -> AnyView {
    let ids: Vec<PlayerId> = d.tournament.players.iter().map(|p| p.id).collect();
    let row_of = |id: PlayerId| table.rows.iter().find(|r| r.player == id);
    let cell_of = d.crosstable_cells(k);
    view! {
        <table class=m.pick("grid cross rr", "grid sheet cross-print rr") data-testid=m.table_id("crosstable")>
            <thead><tr>
                <th>"#"</th><th class="left">{tr().p_name}</th><th>{tr().p_fed}</th><th>{tr().p_rating}</th>
                {ids.iter().map(|c| view! { <th>{*c}</th> }).collect_view()}
                <th>{tr().p_points}</th>
                {tiebreak_heads(table)}
                <th>{tr().rank}</th>
            </tr></thead>
            <tbody>
            {ids.iter().map(|&id| {
                let row = row_of(id);
                view! {
                    <tr data-testid=m.pick("crosstable-row", "print-cross-row") data-player=id.to_string()>
                        <td class="num">{id}</td>
                        {player_cells(d, id, m)}
                        {ids.iter().map(|&o| {
                            let cell = if o == id { "×".to_string() } else { cell_of(id, o) };
                            view! { <td class="cell" class:self=o == id>{cell}</td> }
                        }).collect_view()}
                        {score_cells(table, row)}
                        <td class="num">{row.map(|r| r.rank.to_string()).unwrap_or_default()}</td>
                    </tr>
                }
            }).collect_view()}
            </tbody>
        </table>
    }
    .into_any()
}
