//! A round-robin round (C.05 Annex 1): which row of the Berger table gave it, in which cycle,
//! and each board of that row with what became of it. One step: the table decides everything.

use super::*;
use torre_core::explain::RoundRobinTrace;

/// Why round `round` is row `r.row` of the table: the row itself, the exchanged last two rounds
/// of a double round robin's first cycle, or the second cycle with the colours reversed.
fn row_sentence(r: &RoundRobinTrace, round: u32) -> String {
    let t = if r.reversed {
        tr().rr_explain_second
    } else if r.row != round {
        tr().rr_explain_swapped
    } else {
        tr().rr_explain_row
    };
    strings::fill(t, &[("round", &round), ("row", &r.row)])
}

/// What became of a board of the row.
fn board_fate(b: &explain::RoundRobinBoard, table: u32) -> (&'static str, String) {
    if b.bye {
        ("bye", strings::fill(tr().rr_explain_free, &[("id", &b.white.min(b.black)), ("bye", &table)]))
    } else if !b.note.is_empty() {
        ("absent", tr().rr_explain_absent.to_string())
    } else {
        ("played", tr().rr_explain_played.to_string())
    }
}

/// The one step of a round-robin round: the table, the row, its boards.
pub(super) fn roundrobin_body(r: &RoundRobinTrace, round: u32) -> AnyView {
    let odd = r.boards.iter().any(|b| b.bye);
    let part = begin_parts(&[r.boards.len()]);
    let shown = rows(r.boards.len(), part);
    let table = r.table;
    view! {
        <div class="explain-main">
            <div class="explain-step-col">
                <div class="bracket-head" data-testid="explain-bracket" data-bracket="0" data-kind="roundrobin">
                    <h3>{strings::fill(tr().rr_explain_title, &[("table", &table)])}</h3>
                    <div class="small">{tr().rr_explain_numbers}</div>
                </div>
                <div class="card candidate" data-testid="explain-candidate" data-bracket="0" data-index="0" data-chosen="true"
                    data-row=r.row.to_string() data-cycle=r.cycle.to_string() data-reversed=r.reversed.to_string()>
                    <h4>{strings::fill(tr().rr_explain_row_title, &[("row", &r.row), ("cycle", &r.cycle)])}</h4>
                    <p class="step-sentence" data-testid="explain-sentence">{row_sentence(r, round)}</p>
                    {odd.then(|| view! { <p class="small" data-testid="rr-odd">{strings::fill(tr().rr_explain_odd, &[("bye", &table)])}</p> })}
                    {pager(part)}
                    <table class="grid rr-row" data-testid="rr-boards">
                        <thead><tr><th>{tr().rr_explain_board}</th><th>{tr().white}</th><th>{tr().black}</th><th class="left">{tr().rr_explain_what}</th></tr></thead>
                        <tbody>{r.boards[shown.clone()].iter().map(|b| {
                            let (key, what) = board_fate(b, table);
                            view! {
                                <tr data-testid="rr-board" data-white=b.white.to_string() data-black=b.black.to_string() data-fate=key>
                                    <td class="num">{b.board}</td><td class="num"><strong>{b.white}</strong></td><td class="num"><strong>{b.black}</strong></td><td class="left">{what}</td>
                                </tr>
                            }
                        }).collect_view()}</tbody>
                    </table>
                    {none_here(&shown, r.boards.len())}
                </div>
            </div>
        </div>
    }
    .into_any()
}

/// "Why this pairing?" for a round-robin board: the row of the table that gave it.
pub(super) fn roundrobin_why(r: &RoundRobinTrace, round: u32, title: String, same: impl Fn(&(PlayerId, PlayerId)) -> bool, on_open: impl Fn(usize) + Clone + 'static) -> AnyView {
    let Some(b) = r.boards.iter().find(|b| same(&(b.white, b.black))) else {
        return not_engine(title);
    };
    view! {
        <div class="card why" data-testid="why-panel" data-bracket="0">
            <h3>{title}</h3>
            <p data-testid="why-bracket"><strong>{strings::fill(tr().rr_explain_title, &[("table", &r.table)])}</strong></p>
            <p data-testid="why-criteria">{row_sentence(r, round)} " " {strings::fill(tr().rr_why_board, &[("board", &b.board), ("white", &b.white), ("black", &b.black)])}</p>
            <button data-testid="why-open-explain" on:click=move |_| on_open(0)>{tr().why_open}</button>
        </div>
    }
    .into_any()
}
