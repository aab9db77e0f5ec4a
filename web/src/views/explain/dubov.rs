//! The Dubov trace (C.04.4.1) step by step: upfloater sets (D.1), shifters (B.3-B.4),
//! transpositions (D.3).

use super::*;
use torre_core::dubov::articles;
use torre_core::DubovEdition;

/// One step of a Dubov bracket: an upfloater set (D.1), the subgroups and shifters (B.3–B.4),
/// a transposition (D.3; the last one is the chosen pairing).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum DStep {
    Set(usize),
    Shift,
    Trans(usize),
}

pub(super) fn dubov_steps(b: &DubovBracket) -> Vec<DStep> {
    let mut v: Vec<DStep> = (0..b.sets.len()).map(DStep::Set).collect();
    v.push(DStep::Shift);
    v.extend((0..b.transpositions.len()).map(DStep::Trans));
    v
}

/// A 2018 article name ("C.5", "D.1") or a sentence citing them, as the edition names them
/// (the 2026 text renumbers: [C5], Art. 4.2).
pub(super) fn art(e: DubovEdition, text: &str) -> String {
    articles::rewrite(e, text)
}

/// C.5–C.10 of a set (or of the pairing) against the best set examined before it: the cells
/// that differ are marked worse (`better`: false, the set is discarded) or better (it becomes
/// the best so far).
pub(super) fn dubov_failures_table(mine: &DubovFailures, mine_label: &'static str, best: Option<(&DubovFailures, &'static str)>, better: bool, e: DubovEdition) -> impl IntoView {
    let cells = mine.cells();
    let other = best.map(|(f, l)| (f.cells(), l));
    view! {
        <table class="grid failures" data-testid="explain-failures">
            <thead><tr><th class="left">{tr().explain_criterion}</th>{cells.iter().map(|c| view! { <th title=art(e, strings::dubov_criterion_name(c.0))>{art(e, c.0)}</th> }).collect_view()}</tr></thead>
            <tbody>
                <tr><th class="left">{mine_label}</th>{cells.iter().enumerate().map(|(i, c)| {
                    let differs = other.as_ref().is_some_and(|(o, _)| o[i].1 != c.1);
                    view! { <td class:worse=differs && !better class:better=differs && better data-criterion=c.0>{c.1.clone()}</td> }
                }).collect_view()}</tr>
                {other.map(|(o, l)| view! { <tr class="muted"><th class="left">{l}</th>{o.into_iter().map(|c| view! { <td>{c.1}</td> }).collect_view()}</tr> })}
            </tbody>
        </table>
    }
}

pub(super) fn dubov_fate_text(step: DStep, b: &DubovBracket, e: DubovEdition) -> (&'static str, String) {
    let (key, text) = match step {
        DStep::Set(k) => match b.sets[k].fate {
            Fate::Illegal => ("illegal", tr().fate_illegal),
            Fate::BestSoFar => ("best_so_far", tr().dubov_fate_best_so_far),
            Fate::Discarded => ("discarded", tr().dubov_fate_discarded),
            _ => ("chosen_best", tr().dubov_fate_set_chosen),
        },
        DStep::Shift => ("shift", tr().dubov_fate_shift),
        DStep::Trans(k) => match b.transpositions[k].fate {
            Fate::Illegal => ("illegal", tr().fate_illegal),
            _ => ("perfect", tr().dubov_fate_first_legal),
        },
    };
    (key, art(e, text))
}

/// Why a set or a transposition is illegal, in the app's language.
fn illegal_line(breach: &Option<torre_core::absolute::Breach>, e: DubovEdition, extra: Option<String>) -> Option<impl IntoView> {
    breach.as_ref().map(|w| view! { <p class="explain-illegal" data-testid="explain-illegal">{tr().fate_illegal} ": " {art(e, &words::breach(w))} {extra}</p> })
}

pub(super) fn score_of(players: &[PlayerState], id: PlayerId) -> f64 {
    players.iter().find(|p| p.id == id).map_or(0.0, |p| p.score)
}

/// Players as chips: "5w↑ (1)" with the score when `with_score`.
pub(super) fn chips(players: &[PlayerState], v: &[PlayerId], with_score: bool, class: &'static str) -> impl IntoView {
    v.iter()
        .map(|&id| {
            let sc = with_score.then(|| view! { <span class="muted small">{format!(" ({})", pts(score_of(players, id)))}</span> });
            view! { <span class=format!("chip {class}") data-player=id.to_string()><strong>{tag(players, id)}</strong>{sc}</span> }
        })
        .collect_view()
}

/// Set `k` of the bracket, compared with the best set examined before it (what is known at
/// that step; the chosen set's values would give the decision away).
pub(super) fn dubov_set_view(b: &DubovBracket, k: usize, players: &[PlayerState], e: DubovEdition) -> impl IntoView {
    let x = &b.sets[k];
    let best_before = b.sets[..k].iter().rev().find(|s| s.fate == Fate::BestSoFar).and_then(|s| s.failures.clone());
    view! {
        <div class="small dubov-line">{tr().dubov_bracket_with} ": " {chips(players, &b.residents, false, "")} " + " {chips(players, &x.upfloaters, true, "up")}</div>
        {match (&x.failures, &x.illegal) {
            (Some(f), _) => {
                let best = best_before.as_ref().map(|c| (c, tr().dubov_best_set));
                let better = x.fate != Fate::Discarded;
                view! { {dubov_failures_table(f, tr().dubov_this_set, best, better, e)} }.into_any()
            }
            (None, _) => illegal_line(&x.breach, e, None).into_any(),
        }}
    }
}

pub(super) fn dubov_shift_view(b: &DubovBracket, players: &[PlayerState], e: DubovEdition) -> impl IntoView {
    let moved = |id: &PlayerId| b.shifters.contains(id);
    let part = begin_parts(&[b.s1.len(), b.s2.len()]);
    let group = |v: &[PlayerId], to: &'static str, testid: &'static str| {
        let shown = rows(v.len(), part);
        let none = none_here(&shown, v.len());
        let items = v[shown]
            .iter()
            .map(|&id| {
                let m = moved(&id);
                view! { <li class:shifted=m data-player=id.to_string()><strong>{tag(players, id)}</strong>{m.then(|| format!(" → {to}"))}</li> }
            })
            .collect_view();
        view! { <ul class="glist" data-testid=testid>{items}</ul> {none} }
    };
    let steps = b.shifter_steps.iter().filter(|s| s.needed > 0).cloned().collect::<Vec<_>>();
    view! {
        {pager(part)}
        <div class="s12row">
            <div class="group"><div class="small muted">{tr().dubov_g1}</div>{group(&b.s1, "G2", "dubov-g1")}</div>
            <div class="group"><div class="small muted">{tr().dubov_g2}</div>{group(&b.s2, "G1", "dubov-g2")}</div>
            <div class="group">
                <div class="small muted">{tr().dubov_new_groups}</div>
                <div class="small">"G1: " {chips(players, &b.s1_sorted, false, "")}</div>
                <div class="small">"G2: " {chips(players, &b.g2_sorted, false, "")}</div>
            </div>
        </div>
        {if steps.is_empty() {
            view! { <p class="small" data-testid="dubov-no-shift">{tr().dubov_no_shift}</p> }.into_any()
        } else {
            view! {
                <div data-testid="dubov-shifters">
                {steps.into_iter().map(|st| {
                    let (from, to) = if st.from_g1 { ("G1", "G2") } else { ("G2", "G1") };
                    let title = if st.rule.ends_with("(1)") { tr().dubov_shift_step1 } else { tr().dubov_shift_step2 };
                    view! {
                        <div class="shift-step small" data-rule=st.rule.clone() data-shifted=ids(&st.shifted)>
                            <strong>{st.rule.clone()}</strong> " · " {art(e, title)} {format!(": {} {from} → {to}", st.needed)}
                            <div>{art(e, tr().dubov_pool)} ": "
                                {st.pool.iter().enumerate().map(|(k, &id)| {
                                    let (class, mark) = if st.shifted.contains(&id) { ("chip ok", format!(" ✓ {}", tr().dubov_shifted)) } else if st.rejected.contains(&id) { ("chip bad", format!(" ✗ {}", tr().dubov_rejected)) } else { ("chip", String::new()) };
                                    view! { <span class=class><span class="bsn">{format!("#{} ", k + 1)}</span><strong>{tag(players, id)}</strong>{mark}</span> }
                                }).collect_view()}
                            </div>
                        </div>
                    }
                }).collect_view()}
                </div>
            }.into_any()
        }}
    }
}

pub(super) fn dubov_trans_view(b: &DubovBracket, x: &TranspositionTrial, players: &[PlayerState], e: DubovEdition) -> impl IntoView {
    let n = b.s1_sorted.len();
    let bad_row = x.illegal.as_ref().map(|_| x.t2.len().saturating_sub(1));
    let cell = |id: Option<PlayerId>, aro: Option<u32>| match id {
        Some(id) => view! { <td class="player"><strong>{tag(players, id)}</strong>{aro.map(|a| view! { <span class="bsn">{format!(" {} {a}", tr().dubov_aro)}</span> })}</td> }.into_any(),
        None => view! { <td class="player empty">{tr().dubov_t2_open}</td> }.into_any(),
    };
    let chosen = x.illegal.is_none();
    let part = begin_parts(&[n, if chosen { x.pairs.len() } else { 0 }]);
    let shown = rows(n, part);
    view! {
        {pager(part)}
        <div class="s12row">
            <div class="s12">
                <div class="small muted"><span data-testid="explain-step">{format!("{} T2 = [{}{}]", art(e, "D.3"), ids(&x.t2), if x.t2.len() < n { ", …" } else { "" })}</span></div>
                <table class="s12cols">
                    <thead><tr><th>"S1"</th><th></th><th>"T2"</th></tr></thead>
                    <tbody>
                        {shown.clone().map(|i| view! {
                            <tr class:bad=bad_row == Some(i)>{cell(b.s1_sorted.get(i).copied(), b.s1_aro.get(i).copied())}<td class="link">{if i < x.t2.len() { "—" } else { "" }}</td>{cell(x.t2.get(i).copied(), None)}</tr>
                        }).collect_view()}
                    </tbody>
                </table>
                {none_here(&shown, n)}
            </div>
            {chosen.then(|| pairs_view(&x.pairs, part, &[]))}
        </div>
        {illegal_line(&x.breach, e, (x.count > 1).then(|| format!(" ({} {})", x.count, tr().dubov_group_of)))}
        {chosen.then(|| b.failures.as_ref().map(|f| dubov_failures_table(f, tr().dubov_this_pairing, None, false, e)))}
    }
}

pub(super) fn dubov_step_view(bi: usize, si: usize, b: &DubovBracket, players: &[PlayerState], e: DubovEdition) -> impl IntoView {
    let steps = dubov_steps(b);
    let said = sentence::dubov_sentences(b).get(si).map(|s| words::sentence(s, Some(e))).unwrap_or_default();
    let step = steps[si];
    let last = si + 1 == steps.len();
    let (fate_key, fate_text) = dubov_fate_text(step, b, e);
    let (stage, title, pairs) = match step {
        DStep::Set(k) => {
            let x = &b.sets[k];
            ("upfloaters", format!("{} #{} ({})", tr().dubov_set, if x.number > 0 { x.number.to_string() } else { "?".into() }, art(e, "D.1")), String::new())
        }
        DStep::Shift => ("shifters", art(e, tr().dubov_shifters_title), String::new()),
        DStep::Trans(k) => {
            let x = &b.transpositions[k];
            let num = if x.count > 1 { format!("#{}–#{}", x.number, x.number.saturating_add(x.count - 1)) } else { format!("#{}", x.number) };
            ("transposition", format!("{} {num} ({})", tr().dubov_transposition, art(e, "D.3")), pairs_attr(&x.pairs))
        }
    };
    let body = match step {
        DStep::Set(k) => dubov_set_view(b, k, players, e).into_any(),
        DStep::Shift => dubov_shift_view(b, players, e).into_any(),
        DStep::Trans(k) => dubov_trans_view(b, &b.transpositions[k], players, e).into_any(),
    };
    view! {
        <div class="card candidate" data-testid="explain-candidate" data-bracket=bi.to_string() data-index=si.to_string() data-stage=stage
            data-pairs=pairs data-fate=fate_key data-chosen=last.to_string()>
            <h4>{title} <span class="muted small">{format!(" ({} / {})", si + 1, steps.len())}</span>
                " " <span class=format!("fate fate-{fate_key}") data-testid="explain-fate">{fate_text}</span>
            </h4>
            <p class="step-sentence" data-testid="explain-sentence">{said}</p>
            {body}
        </div>
    }
}

/// The bracket's heading; its upfloaters once the step that chooses them is reached (`known`).
pub(super) fn dubov_head(bi: usize, nb: usize, b: &DubovBracket, players: &[PlayerState], e: DubovEdition, known: bool) -> impl IntoView {
    view! {
        <div class="bracket-head" data-testid="explain-bracket" data-bracket=bi.to_string() data-kind="dubov" data-score=pts(b.score)>
            <h3>{format!("{} {}/{nb} · ", tr().dubov_scoregroup, bi + 1)} {strings::points_n(&pts(b.score))}</h3>
            <div class="small">
                {tr().explain_residents} ": " {head_players(&b.residents, |v| chips(players, v, false, "").into_any())}
                " · " {tr().dubov_upfloaters} ": "
                {if b.upfloaters.is_empty() {
                    view! { <span class="muted">{tr().dubov_no_upfloaters}</span> }.into_any()
                } else if !known {
                    view! { <span class="muted" data-testid="upfloaters-pending">{tr().dubov_upfloaters_pending}</span> }.into_any()
                } else {
                    view! { {chips(players, &b.upfloaters, true, "up")} }.into_any()
                }}
                {(!b.sets.is_empty()).then(|| format!(" · {}", art(e, &strings::dubov_sets_count(b.sets.len() as u64 + b.sets_omitted, b.upfloaters.len()))))}
                {(b.sets_omitted > 0).then(|| format!(" · {} {}", b.sets_omitted, tr().dubov_more_sets))}
                {(b.transpositions_omitted > 0).then(|| format!(" · {} {}", b.transpositions_omitted, tr().dubov_more_transpositions))}
            </div>
        </div>
    }
}

/// Whether step `si` of bracket `b` is at or past the choice of its upfloaters: the last set
/// examined (the chosen one) or any step after the sets.
fn upfloaters_known(b: &DubovBracket, si: usize) -> bool {
    match dubov_steps(b).get(si) {
        Some(DStep::Set(k)) => k + 1 == b.sets.len(),
        _ => true,
    }
}

/// The PAB and why (B.0), as the edition cites it.
pub(super) fn dubov_pab(d: &DubovTrace) -> Option<AnyView> {
    let reason = d.bye.map(|b| {
        let t = if d.edition == DubovEdition::E2018 { tr().pab_reason_2018 } else { tr().pab_reason_2026 };
        art(d.edition, &strings::fill(t, &[("id", &b)]))
    });
    d.bye.map(|b| view! { <p class="small" data-testid="explain-pab"><strong>{tr().dubov_pab} ": " {b}</strong> " — " {reason}</p> }.into_any())
}

/// One step of a Dubov round: a step of bracket `bi`, or (bi = the number of brackets) the colours.
pub(super) fn dubov_body(d: &DubovTrace, pos: RwSignal<(usize, usize)>) -> AnyView {
    let (bi, si) = pos.get();
    let nb = d.brackets.len();
    let e = d.edition;
    let links = d
        .brackets
        .iter()
        .map(|x| Link { kind: "dubov".into(), full: format!("{} · {}", tr().dubov_scoregroup, strings::points_n(&pts(x.score))), short: strings::points_n(&pts(x.score)) })
        .collect();
    let step = d.brackets.get(bi).map(|b| {
        let steps = dubov_steps(b).len();
        let si = si.min(steps - 1);
        let last = si + 1 == steps;
        let criteria: Vec<&'static str> = b.failures.as_ref().map(|f| f.cells().into_iter().map(|c| c.0).collect()).unwrap_or_default();
        let step = view! {
            {dubov_head(bi, nb, b, &d.players, e, upfloaters_known(b, si))}
            {dubov_step_view(bi, si, b, &d.players, e)}
            <div class="small bracket-foot">
                {if last {
                    view! { <div data-testid="explain-reason"><strong>{tr().dubov_decision} ": "</strong>{words::decision(&sentence::dubov_decision(b), &b.pairs, Some(e))} " — " <span class="muted">{art(e, words::literal_check(b.literal))}</span></div> }.into_any()
                } else {
                    view! { <div class="muted" data-testid="explain-pending">{tr().decision_pending}</div> }.into_any()
                }}
            </div>
        };
        (step.into_any(), legend(Notation::Dubov(e), &criteria))
    });
    // the bye is in the PAB note, with its reason
    let (colours, players) = (d.colours.clone(), d.players.clone());
    let colours = Box::new(move || colours_view(&colours, None, &players, move |s: &str| art(e, s)).into_any());
    step_page(Page { links, pab: dubov_pab(d), step, colours }, bi, pos)
}
