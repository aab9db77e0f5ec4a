//! Every user-visible string of the app, in one place: English ([`EN`]) and Italian ([`IT`]),
//! two values of the same struct; `tr()` picks the active one ([`set_lang`]). Functions below
//! build the sentences that carry numbers. The TRF comment lines are always English (a FIDE
//! file format).

use std::sync::atomic::{AtomicU8, Ordering};

pub struct Strings {
    pub app_title: &'static str,
    pub app_tagline: &'static str,
    // tournaments list
    pub tournaments: &'static str,
    pub new_tournament: &'static str,
    pub no_tournaments: &'static str,
    pub open: &'static str,
    pub rename: &'static str,
    pub save: &'static str,
    pub cancel: &'static str,
    pub duplicate: &'static str,
    pub delete: &'static str,
    pub delete_confirm: &'static str,
    pub yes_delete: &'static str,
    pub copy_suffix: &'static str,
    pub unreadable_entry: &'static str,
    pub download_raw: &'static str,
    pub import_json_label: &'static str,
    pub import_trf_new_label: &'static str,
    pub back_to_list: &'static str,
    // create form
    pub f_name: &'static str,
    pub f_place: &'static str,
    pub f_start: &'static str,
    pub f_end: &'static str,
    pub f_arbiter: &'static str,
    pub f_rounds: &'static str,
    pub f_system: &'static str,
    pub f_acceleration: &'static str,
    pub f_points: &'static str,
    pub f_tiebreaks: &'static str,
    pub f_colour: &'static str,
    pub colour_lot: &'static str,
    pub colour_white: &'static str,
    pub colour_black: &'static str,
    pub system_dutch: &'static str,
    pub system_dubov: &'static str,
    pub acc_none: &'static str,
    pub acc_baku: &'static str,
    pub points_standard: &'static str,
    pub points_football: &'static str,
    pub create: &'static str,
    pub untitled: &'static str,
    // tabs
    pub tab_players: &'static str,
    pub tab_rounds: &'static str,
    pub tab_standings: &'static str,
    pub tab_crosstable: &'static str,
    pub tab_data: &'static str,
    // players
    pub p_no: &'static str,
    pub p_name: &'static str,
    pub p_title: &'static str,
    pub p_rating: &'static str,
    pub p_fed: &'static str,
    pub p_fide: &'static str,
    pub p_sex: &'static str,
    pub p_birth: &'static str,
    pub p_points: &'static str,
    pub p_next_round: &'static str,
    pub p_withdrawn: &'static str,
    pub add_player: &'static str,
    pub add_hint: &'static str,
    pub paste_label: &'static str,
    pub paste_hint: &'static str,
    pub paste_add: &'static str,
    pub import_trf_label: &'static str,
    pub initial_order_note: &'static str,
    pub late_entry_note: &'static str,
    pub remove: &'static str,
    pub manual_order_note: &'static str,
    pub automatic_order: &'static str,
    pub edit: &'static str,
    pub nr_play: &'static str,
    pub nr_half: &'static str,
    pub nr_zero: &'static str,
    pub nr_full: &'static str,
    pub player_count: &'static str,
    // rounds
    pub round: &'static str,
    pub pair_round: &'static str,
    pub pairing_in_progress: &'static str,
    pub unpair_round: &'static str,
    pub unpair_has_results: &'static str,
    pub board: &'static str,
    pub white: &'static str,
    pub black: &'static str,
    pub result: &'static str,
    pub pts: &'static str,
    pub pab: &'static str,
    pub not_paired_yet: &'static str,
    pub results_hint: &'static str,
    pub absent_list: &'static str,
    pub all_rounds_paired: &'static str,
    pub print: &'static str,
    pub need_two_players: &'static str,
    // standings
    pub rank: &'static str,
    pub after_round: &'static str,
    pub standings_points_only: &'static str,
    pub card_title: &'static str,
    pub card_close: &'static str,
    pub card_round: &'static str,
    pub card_opponent: &'static str,
    pub card_colour: &'static str,
    pub card_result: &'static str,
    pub card_float: &'static str,
    // data
    pub export_trf: &'static str,
    pub export_json: &'static str,
    pub data_note: &'static str,
    pub settings: &'static str,
    pub colour_drawn: &'static str,
    // storage
    pub storage_unavailable: &'static str,
    pub storage_full: &'static str,
    pub storage_unreadable: &'static str,
    pub storage_conflict: &'static str,
    pub conflict_load: &'static str,
    pub conflict_keep: &'static str,
    pub download_backup: &'static str,
    pub dismiss: &'static str,
    pub saved: &'static str,
    pub not_saved: &'static str,
    pub import_failed: &'static str,
    pub imported: &'static str,
    // added: labels, worker, manual pairing, byes, language
    pub label_pab: &'static str,
    pub label_half_bye: &'static str,
    pub label_full_bye: &'static str,
    pub label_zero_bye: &'static str,
    pub letter_white: &'static str,
    pub letter_black: &'static str,
    pub not_found: &'static str,
    pub dutch_edition: &'static str,
    pub move_up_title: &'static str,
    pub tb_preset_swiss: &'static str,
    pub tb_preset_rated: &'static str,
    pub tb_preset_short: &'static str,
    pub tb_preset_none: &'static str,
    pub close_symbol_label: &'static str,
    pub late_entry_fixed_note: &'static str,
    pub cancel_pairing: &'static str,
    pub pairing_cancelled: &'static str,
    pub no_worker_note: &'static str,
    pub worker_failed_fallback: &'static str,
    pub edit_pairing: &'static str,
    pub apply_pairing: &'static str,
    pub swap_colours: &'static str,
    pub manual_hint: &'static str,
    pub manual_nothing: &'static str,
    pub manual_has_results: &'static str,
    pub manual_applied: &'static str,
    pub manual_badge: &'static str,
    pub restore_engine: &'static str,
    pub audit_title: &'static str,
    pub audit_criterion: &'static str,
    pub audit_engine: &'static str,
    pub audit_manual: &'static str,
    pub audit_players: &'static str,
    pub audit_none_broken: &'static str,
    pub audit_illegal: &'static str,
    pub audit_broken: &'static str,
    pub audit_engine_pairing: &'static str,
    pub audit_note: &'static str,
    pub audit_worse: &'static str,
    pub byes_title: &'static str,
    pub bye_player: &'static str,
    pub bye_round: &'static str,
    pub bye_kind: &'static str,
    pub bye_withdraw: &'static str,
    pub add_bye: &'static str,
    pub byes_none: &'static str,
    pub bye_round_paired: &'static str,
    pub withdrawn_from: &'static str,
    pub language: &'static str,
    pub not_a_number: &'static str,
    pub pairing_stale: &'static str,
    // explain view (issue 7)
    pub tab_explain: &'static str,
    pub explain_prev: &'static str,
    pub explain_next: &'static str,
    pub explain_next_bracket: &'static str,
    pub explain_chosen: &'static str,
    pub explain_keys: &'static str,
    pub explain_bracket: &'static str,
    pub explain_last_bracket: &'static str,
    pub explain_ppb: &'static str,
    pub explain_clb: &'static str,
    pub explain_mdps: &'static str,
    pub explain_residents: &'static str,
    pub explain_omitted: &'static str,
    pub explain_candidate: &'static str,
    pub explain_engine_choice: &'static str,
    pub explain_mdp_step: &'static str,
    pub explain_remainder: &'static str,
    pub explain_subgroups: &'static str,
    pub explain_limbo: &'static str,
    pub explain_pairs: &'static str,
    pub explain_unpaired: &'static str,
    pub explain_criterion: &'static str,
    pub explain_this: &'static str,
    pub explain_best: &'static str,
    pub explain_decision: &'static str,
    pub explain_downfloaters: &'static str,
    pub explain_completion: &'static str,
    pub explain_completion_ok: &'static str,
    pub explain_completion_fail: &'static str,
    pub explain_colours: &'static str,
    pub explain_rule: &'static str,
    pub explain_why: &'static str,
    pub explain_colour_rule: &'static str,
    pub explain_dubov_note: &'static str,
    pub explain_text: &'static str,
    pub fate_illegal: &'static str,
    pub fate_duplicate: &'static str,
    pub fate_best_so_far: &'static str,
    pub fate_discarded: &'static str,
    pub fate_perfect: &'static str,
    pub fate_chosen_best: &'static str,
    pub fate_listed: &'static str,
    pub why_pairing: &'static str,
    pub why_not_engine: &'static str,
    pub why_worse_on: &'static str,
    pub why_open: &'static str,
    pub teaching_seed: &'static str,
}

pub static EN: Strings = Strings {
    app_title: "Torre",
    app_tagline: "FIDE Swiss pairings, offline in your browser",
    tournaments: "Tournaments",
    new_tournament: "New tournament",
    no_tournaments: "No tournaments yet. Create one, or import a JSON backup or a TRF file.",
    open: "Open",
    rename: "Rename",
    save: "Save",
    cancel: "Cancel",
    duplicate: "Duplicate",
    delete: "Delete",
    delete_confirm: "Delete this tournament for good? This cannot be undone.",
    yes_delete: "Yes, delete",
    copy_suffix: " (copy)",
    unreadable_entry: "Stored data that cannot be read (kept untouched)",
    download_raw: "Download raw data",
    import_json_label: "Import JSON backup",
    import_trf_new_label: "New tournament from TRF",
    back_to_list: "All tournaments",
    f_name: "Name",
    f_place: "Place",
    f_start: "Start date",
    f_end: "End date",
    f_arbiter: "Chief arbiter",
    f_rounds: "Rounds",
    f_system: "Pairing system",
    f_acceleration: "Acceleration",
    f_points: "Point system",
    f_tiebreaks: "Tie-breaks",
    f_colour: "Round 1 colour of the top seed",
    colour_lot: "Draw by lot",
    colour_white: "White",
    colour_black: "Black",
    system_dutch: "Dutch (C.04.3)",
    system_dubov: "Dubov (C.04.4.1)",
    acc_none: "None",
    acc_baku: "Baku (C.04.5.1)",
    points_standard: "1 / ½ / 0",
    points_football: "3 / 1 / 0",
    create: "Create tournament",
    untitled: "Untitled tournament",
    tab_players: "Players",
    tab_rounds: "Rounds",
    tab_standings: "Standings",
    tab_crosstable: "Crosstable",
    tab_data: "Settings & export",
    p_no: "No.",
    p_name: "Name",
    p_title: "Title",
    p_rating: "Rating",
    p_fed: "Fed",
    p_fide: "FIDE id",
    p_sex: "Sex",
    p_birth: "Born",
    p_points: "Pts",
    p_next_round: "Next round",
    p_withdrawn: "Withdrawn",
    add_player: "Add player",
    add_hint: "Enter in any field adds the player; the cursor returns to the name.",
    paste_label: "Paste a list",
    paste_hint: "One player per line: name, rating, title, federation, FIDE id, sex, birth year (tab or comma separated; only the name is required).",
    paste_add: "Add these players",
    import_trf_label: "Import players from a TRF file",
    initial_order_note: "Pairing numbers follow the initial ranking (C.04.2: rating, title, name) until round 1 is paired.",
    late_entry_note: "Round 1 is paired: new players are late entries with zero points for the rounds already paired; they take their place in the initial order (C.04.2.B; the players below move down one number) until round 4 is paired.",
    remove: "Remove",
    manual_order_note: "Initial order set by hand (↑ swaps a player with the one above).",
    automatic_order: "Back to the C.04.2 order",
    edit: "Edit",
    nr_play: "plays",
    nr_half: "½-point bye",
    nr_zero: "absent (0)",
    nr_full: "1-point bye",
    player_count: "players",
    round: "Round",
    pair_round: "Pair round",
    pairing_in_progress: "Pairing…",
    unpair_round: "Unpair round",
    unpair_has_results: "This round already has results: clear them first to unpair it.",
    board: "Bd",
    white: "White",
    black: "Black",
    result: "Result",
    pts: "Pts",
    pab: "Pairing-allocated bye",
    not_paired_yet: "No round paired yet.",
    results_hint: "Results: 1 = white wins, 0 = black wins, = or 5 = draw, + / - = forfeit win for white / black, * = double forfeit (0-0), Backspace clears.",
    absent_list: "Not paired this round",
    all_rounds_paired: "All rounds are paired.",
    print: "Print",
    need_two_players: "At least two players are needed to pair a round.",
    rank: "Rank",
    after_round: "After round",
    standings_points_only: "Tie-breaks are not available in this build: ranked by points, then pairing number.",
    card_title: "Player card",
    card_close: "Close",
    card_round: "Rd",
    card_opponent: "Opponent",
    card_colour: "Colour",
    card_result: "Result",
    card_float: "Float",
    export_trf: "Export TRF-16",
    export_json: "Export JSON backup",
    data_note: "TRF-16 is the FIDE rating report format. The JSON backup restores the tournament exactly, in this or another browser.",
    settings: "Tournament settings",
    colour_drawn: "Drawn by lot: the top seed has",
    storage_unavailable: "Storage is unavailable (private mode or disabled by the browser): nothing you enter will be kept after this tab closes. Export a JSON backup before closing.",
    storage_full: "Storage is full: your last change is NOT saved. The last saved state is kept. Download a backup now, then delete old tournaments to free space.",
    storage_unreadable: "Some stored data could not be read. It was left untouched; download it to keep it.",
    storage_conflict: "This tournament was changed in another tab or window. Saving here is paused so that neither version is lost.",
    conflict_load: "Load the other tab's version",
    conflict_keep: "Keep this version (overwrite the other)",
    download_backup: "Download backup",
    dismiss: "Dismiss",
    saved: "Saved",
    not_saved: "Not saved",
    import_failed: "Import failed",
    imported: "Imported",
    label_pab: "PAB",
    label_half_bye: "½ bye",
    label_full_bye: "1 bye",
    label_zero_bye: "0 (absent)",
    letter_white: "W",
    letter_black: "B",
    not_found: "This tournament is no longer stored in this browser.",
    dutch_edition: "Dutch edition",
    move_up_title: "Move up in the initial order",
    tb_preset_swiss: "Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger, direct encounter, wins",
    tb_preset_rated: "Swiss, rated: Buchholz Cut-1, Buchholz, ARO Cut-1, direct encounter, wins",
    tb_preset_short: "Buchholz Cut-1, Buchholz, Sonneborn-Berger",
    tb_preset_none: "None (points only)",
    close_symbol_label: "Close",
    late_entry_fixed_note: "Round 4 has been paired: pairing numbers are fixed (C.04.2.B.3), a late entry gets the next number and zero points for the rounds already paired.",
    cancel_pairing: "Cancel",
    pairing_cancelled: "Pairing cancelled: nothing was changed.",
    no_worker_note: "This copy pairs on the page itself (no Web Worker: single-file build opened from a file, or an old browser). Pairing a large round may make the page stop responding until it is done.",
    worker_failed_fallback: "The background pairing could not start; pairing on the page instead.",
    edit_pairing: "Edit pairing",
    apply_pairing: "Apply this pairing",
    swap_colours: "Swap colours",
    manual_hint: "Change the pairing numbers on the boards, or click two players to swap them (between boards, or with the PAB); ⇄ swaps colours. Apply checks that everyone is paired exactly once, then shows which criteria the new pairing breaks compared with the engine's.",
    manual_nothing: "There is no round to edit.",
    manual_has_results: "This round already has results: clear them before changing the pairing.",
    manual_applied: "Pairing changed by hand. It is recorded in the exported TRF.",
    manual_badge: "Pairing changed by hand",
    restore_engine: "Back to the engine's pairing",
    audit_title: "Manual pairing audit: criteria compared with the engine's pairing",
    audit_criterion: "Criterion",
    audit_engine: "Engine",
    audit_manual: "This pairing",
    audit_players: "Players concerned",
    audit_none_broken: "The manual pairing breaks no criterion that the engine's pairing satisfies.",
    audit_illegal: "This pairing breaks an absolute criterion: it is not a legal Swiss pairing.",
    audit_broken: "Criteria broken compared with the engine",
    audit_engine_pairing: "Engine's pairing",
    audit_note: "Counts over the whole round; criteria numbered as in C.04.3 (2026).",
    audit_worse: "worse",
    byes_title: "Requested byes and withdrawals (any round not yet paired)",
    bye_player: "Player",
    bye_round: "Round",
    bye_kind: "Kind",
    bye_withdraw: "withdraws from this round on",
    add_bye: "Add",
    byes_none: "None requested.",
    bye_round_paired: "That round is already paired.",
    withdrawn_from: "withdrawn from round",
    language: "Language",
    not_a_number: "Not a pairing number",
    pairing_stale: "The tournament changed while the round was being paired: nothing was stored. Pair again.",
    tab_explain: "How was this round paired?",
    explain_prev: "← Previous candidate",
    explain_next: "Next candidate →",
    explain_next_bracket: "Next bracket ⇥",
    explain_chosen: "Jump to the chosen candidate",
    explain_keys: "Keys: ← → candidates · B next bracket · C chosen",
    explain_bracket: "Bracket",
    explain_last_bracket: "Last bracket",
    explain_ppb: "PPB (A.9: re-paired so that the round can be completed)",
    explain_clb: "CLB (A.9: collapsed last bracket)",
    explain_mdps: "MDPs (moved down)",
    explain_residents: "Residents",
    explain_omitted: "more candidates not listed",
    explain_candidate: "Candidate",
    explain_engine_choice: "chosen by the engine",
    explain_mdp_step: "MDP-pairing",
    explain_remainder: "Remainder (S1R / S2R)",
    explain_subgroups: "Subgroups",
    explain_limbo: "Limbo",
    explain_pairs: "Pairs",
    explain_unpaired: "Left unpaired (float down)",
    explain_criterion: "Criterion",
    explain_this: "This candidate",
    explain_best: "Best possible",
    explain_decision: "Decision",
    explain_downfloaters: "Downfloaters",
    explain_completion: "Completion test (A.9), rest",
    explain_completion_ok: "can still be paired, e.g.",
    explain_completion_fail: "cannot be paired: this bracket becomes the PPB",
    explain_colours: "Colours",
    explain_rule: "Rule",
    explain_why: "Why",
    explain_colour_rule: "Colour rule",
    explain_dubov_note: "Dubov system: the scoregroups are in the text trace below.",
    explain_text: "Full trace as text",
    fate_illegal: "illegal",
    fate_duplicate: "already examined",
    fate_best_so_far: "not perfect — kept as the best so far",
    fate_discarded: "not perfect — worse than the best so far, discarded",
    fate_perfect: "PERFECT — accepted (B.4)",
    fate_chosen_best: "CHOSEN — the best available (B.8)",
    fate_listed: "not chosen",
    why_pairing: "Why this pairing?",
    why_not_engine: "This pair is not in the engine's pairing (changed by hand).",
    why_worse_on: "worse on",
    why_open: "Step by step",
    teaching_seed: "Teaching: the worked example (14 players, 6 rounds)",
};

pub static IT: Strings = Strings {
    app_title: "Torre",
    app_tagline: "Abbinamenti svizzeri FIDE, senza rete, nel browser",
    tournaments: "Tornei",
    new_tournament: "Nuovo torneo",
    no_tournaments: "Ancora nessun torneo. Creane uno, oppure importa un backup JSON o un file TRF.",
    open: "Apri",
    rename: "Rinomina",
    save: "Salva",
    cancel: "Annulla",
    duplicate: "Duplica",
    delete: "Elimina",
    delete_confirm: "Eliminare definitivamente questo torneo? L'operazione non si può annullare.",
    yes_delete: "Sì, elimina",
    copy_suffix: " (copia)",
    unreadable_entry: "Dati salvati illeggibili (lasciati intatti)",
    download_raw: "Scarica i dati grezzi",
    import_json_label: "Importa backup JSON",
    import_trf_new_label: "Nuovo torneo da TRF",
    back_to_list: "Tutti i tornei",
    f_name: "Nome",
    f_place: "Luogo",
    f_start: "Data di inizio",
    f_end: "Data di fine",
    f_arbiter: "Arbitro principale",
    f_rounds: "Turni",
    f_system: "Sistema di abbinamento",
    f_acceleration: "Accelerazione",
    f_points: "Punteggio",
    f_tiebreaks: "Spareggi",
    f_colour: "Colore al primo turno del n. 1",
    colour_lot: "Sorteggio",
    colour_white: "Bianco",
    colour_black: "Nero",
    system_dutch: "Olandese (C.04.3)",
    system_dubov: "Dubov (C.04.4.1)",
    acc_none: "Nessuna",
    acc_baku: "Baku (C.04.5.1)",
    points_standard: "1 / ½ / 0",
    points_football: "3 / 1 / 0",
    create: "Crea il torneo",
    untitled: "Torneo senza nome",
    tab_players: "Giocatori",
    tab_rounds: "Turni",
    tab_standings: "Classifica",
    tab_crosstable: "Tabellone",
    tab_data: "Impostazioni ed esportazione",
    p_no: "N.",
    p_name: "Nome",
    p_title: "Titolo",
    p_rating: "Elo",
    p_fed: "Fed",
    p_fide: "ID FIDE",
    p_sex: "Sesso",
    p_birth: "Nato",
    p_points: "Punti",
    p_next_round: "Prossimo turno",
    p_withdrawn: "Ritirato",
    add_player: "Aggiungi giocatore",
    add_hint: "Invio in un campo qualsiasi aggiunge il giocatore; il cursore torna al nome.",
    paste_label: "Incolla un elenco",
    paste_hint: "Un giocatore per riga: nome, Elo, titolo, federazione, ID FIDE, sesso, anno di nascita (separati da tabulazione o virgola; solo il nome è obbligatorio).",
    paste_add: "Aggiungi questi giocatori",
    import_trf_label: "Importa giocatori da un file TRF",
    initial_order_note: "I numeri di abbinamento seguono la lista iniziale (C.04.2: Elo, titolo, nome) finché il primo turno non è abbinato.",
    late_entry_note: "Il primo turno è abbinato: i nuovi giocatori sono iscritti in ritardo, con zero punti nei turni già abbinati, e prendono il loro posto nella lista iniziale (C.04.2.B; i giocatori sotto scalano di un numero) fino all'abbinamento del quarto turno.",
    remove: "Togli",
    manual_order_note: "Ordine iniziale impostato a mano (↑ scambia un giocatore con quello sopra).",
    automatic_order: "Torna all'ordine C.04.2",
    edit: "Modifica",
    nr_play: "gioca",
    nr_half: "bye da ½ punto",
    nr_zero: "assente (0)",
    nr_full: "bye da 1 punto",
    player_count: "giocatori",
    round: "Turno",
    pair_round: "Abbina il turno",
    pairing_in_progress: "Abbinamento in corso…",
    unpair_round: "Annulla l'abbinamento del turno",
    unpair_has_results: "Questo turno ha già dei risultati: cancellali prima di annullarne l'abbinamento.",
    board: "Sc.",
    white: "Bianco",
    black: "Nero",
    result: "Risultato",
    pts: "Punti",
    pab: "Bye assegnato dal sorteggio (PAB)",
    not_paired_yet: "Nessun turno ancora abbinato.",
    results_hint: "Risultati: 1 = vince il bianco, 0 = vince il nero, = o 5 = patta, + / - = vittoria a forfait del bianco / del nero, * = doppio forfait (0-0), Backspace cancella.",
    absent_list: "Non abbinati in questo turno",
    all_rounds_paired: "Tutti i turni sono abbinati.",
    print: "Stampa",
    need_two_players: "Servono almeno due giocatori per abbinare un turno.",
    rank: "Pos.",
    after_round: "Dopo il turno",
    standings_points_only: "Spareggi non disponibili in questa versione: classifica per punti, poi numero di abbinamento.",
    card_title: "Scheda del giocatore",
    card_close: "Chiudi",
    card_round: "T.",
    card_opponent: "Avversario",
    card_colour: "Colore",
    card_result: "Risultato",
    card_float: "Fluttuazione",
    export_trf: "Esporta TRF-16",
    export_json: "Esporta backup JSON",
    data_note: "TRF-16 è il formato FIDE per la variazione Elo. Il backup JSON ripristina il torneo esattamente, in questo o in un altro browser.",
    settings: "Impostazioni del torneo",
    colour_drawn: "Sorteggiato: il n. 1 ha il",
    storage_unavailable: "Memoria del browser non disponibile (navigazione privata o disattivata): niente di quanto inserisci sarà conservato dopo la chiusura della scheda. Esporta un backup JSON prima di chiudere.",
    storage_full: "Memoria piena: l'ultima modifica NON è salvata. L'ultimo stato salvato è conservato. Scarica subito un backup, poi elimina vecchi tornei per liberare spazio.",
    storage_unreadable: "Alcuni dati salvati non si possono leggere. Sono stati lasciati intatti; scaricali per conservarli.",
    storage_conflict: "Questo torneo è stato modificato in un'altra scheda o finestra. Il salvataggio qui è sospeso perché nessuna delle due versioni vada persa.",
    conflict_load: "Carica la versione dell'altra scheda",
    conflict_keep: "Tieni questa versione (sovrascrive l'altra)",
    download_backup: "Scarica il backup",
    dismiss: "Chiudi",
    saved: "Salvato",
    not_saved: "Non salvato",
    import_failed: "Importazione non riuscita",
    imported: "Importato",
    label_pab: "PAB",
    label_half_bye: "bye ½",
    label_full_bye: "bye 1",
    label_zero_bye: "0 (assente)",
    letter_white: "B",
    letter_black: "N",
    not_found: "Questo torneo non è più salvato in questo browser.",
    dutch_edition: "Edizione del sistema olandese",
    move_up_title: "Sposta su nell'ordine iniziale",
    tb_preset_swiss: "Svizzero: Buchholz Cut-1, Buchholz, Sonneborn-Berger, scontro diretto, vittorie",
    tb_preset_rated: "Svizzero Elo: Buchholz Cut-1, Buchholz, ARO Cut-1, scontro diretto, vittorie",
    tb_preset_short: "Buchholz Cut-1, Buchholz, Sonneborn-Berger",
    tb_preset_none: "Nessuno (solo punti)",
    close_symbol_label: "Chiudi",
    late_entry_fixed_note: "Il quarto turno è abbinato: i numeri di abbinamento sono fissi (C.04.2.B.3), un iscritto in ritardo prende il numero successivo e zero punti nei turni già abbinati.",
    cancel_pairing: "Annulla",
    pairing_cancelled: "Abbinamento annullato: nulla è cambiato.",
    no_worker_note: "Questa copia abbina nella pagina stessa (niente Web Worker: versione in un solo file aperta da disco, o browser vecchio). Durante l'abbinamento di un turno grande la pagina può non rispondere finché non ha finito.",
    worker_failed_fallback: "L'abbinamento in background non è partito: abbino nella pagina.",
    edit_pairing: "Modifica l'abbinamento",
    apply_pairing: "Applica questo abbinamento",
    swap_colours: "Inverti i colori",
    manual_hint: "Cambia i numeri di abbinamento sulle scacchiere, oppure clicca due giocatori per scambiarli (tra scacchiere, o con il PAB); ⇄ inverte i colori. Applica controlla che ognuno sia abbinato una sola volta, poi mostra quali criteri il nuovo abbinamento viola rispetto a quello del motore.",
    manual_nothing: "Non c'è nessun turno da modificare.",
    manual_has_results: "Questo turno ha già dei risultati: cancellali prima di cambiare l'abbinamento.",
    manual_applied: "Abbinamento modificato a mano. La modifica è registrata nel TRF esportato.",
    manual_badge: "Abbinamento modificato a mano",
    restore_engine: "Torna all'abbinamento del motore",
    audit_title: "Verifica dell'abbinamento manuale: criteri a confronto con l'abbinamento del motore",
    audit_criterion: "Criterio",
    audit_engine: "Motore",
    audit_manual: "Questo abbinamento",
    audit_players: "Giocatori interessati",
    audit_none_broken: "L'abbinamento manuale non viola nessun criterio rispettato dall'abbinamento del motore.",
    audit_illegal: "Questo abbinamento viola un criterio assoluto: non è un abbinamento svizzero valido.",
    audit_broken: "Criteri violati rispetto al motore",
    audit_engine_pairing: "Abbinamento del motore",
    audit_note: "Conteggi sull'intero turno; criteri numerati come in C.04.3 (2026).",
    audit_worse: "peggio",
    byes_title: "Bye richiesti e ritiri (qualsiasi turno non ancora abbinato)",
    bye_player: "Giocatore",
    bye_round: "Turno",
    bye_kind: "Tipo",
    bye_withdraw: "si ritira da questo turno",
    add_bye: "Aggiungi",
    byes_none: "Nessuna richiesta.",
    bye_round_paired: "Quel turno è già abbinato.",
    withdrawn_from: "ritirato dal turno",
    language: "Lingua",
    not_a_number: "Non è un numero di abbinamento",
    pairing_stale: "Il torneo è cambiato durante l'abbinamento: non è stato salvato nulla. Abbina di nuovo.",
    tab_explain: "Come è stato abbinato il turno?",
    explain_prev: "← Candidato precedente",
    explain_next: "Candidato successivo →",
    explain_next_bracket: "Gruppo successivo ⇥",
    explain_chosen: "Vai al candidato scelto",
    explain_keys: "Tasti: ← → candidati · B gruppo successivo · C scelto",
    explain_bracket: "Gruppo",
    explain_last_bracket: "Ultimo gruppo",
    explain_ppb: "PPB (A.9: riabbinato perché il turno si possa completare)",
    explain_clb: "CLB (A.9: ultimo gruppo collassato)",
    explain_mdps: "MDP (scesi)",
    explain_residents: "Residenti",
    explain_omitted: "altri candidati non elencati",
    explain_candidate: "Candidato",
    explain_engine_choice: "scelto dal motore",
    explain_mdp_step: "Abbinamento degli MDP",
    explain_remainder: "Resto (S1R / S2R)",
    explain_subgroups: "Sottogruppi",
    explain_limbo: "Limbo",
    explain_pairs: "Coppie",
    explain_unpaired: "Non abbinati (scendono)",
    explain_criterion: "Criterio",
    explain_this: "Questo candidato",
    explain_best: "Migliore possibile",
    explain_decision: "Decisione",
    explain_downfloaters: "Fluttuanti verso il basso",
    explain_completion: "Test di completamento (A.9), resto",
    explain_completion_ok: "si può ancora abbinare, ad es.",
    explain_completion_fail: "non si può abbinare: questo gruppo diventa il PPB",
    explain_colours: "Colori",
    explain_rule: "Regola",
    explain_why: "Perché",
    explain_colour_rule: "Regola del colore",
    explain_dubov_note: "Sistema Dubov: i gruppi di punteggio sono nella traccia testuale qui sotto.",
    explain_text: "Traccia completa come testo",
    fate_illegal: "illegale",
    fate_duplicate: "già esaminato",
    fate_best_so_far: "non perfetto — tenuto come il migliore finora",
    fate_discarded: "non perfetto — peggiore del migliore finora, scartato",
    fate_perfect: "PERFETTO — accettato (B.4)",
    fate_chosen_best: "SCELTO — il migliore disponibile (B.8)",
    fate_listed: "non scelto",
    why_pairing: "Perché questo abbinamento?",
    why_not_engine: "Questa coppia non è nell'abbinamento del motore (modificato a mano).",
    why_worse_on: "peggiore su",
    why_open: "Passo per passo",
    teaching_seed: "Didattica: l'esempio svolto (14 giocatori, 6 turni)",
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lang {
    En,
    It,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::En, Lang::It];
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::It => "it",
        }
    }
    pub fn from_code(code: &str) -> Option<Lang> {
        match code {
            "en" => Some(Lang::En),
            "it" => Some(Lang::It),
            _ => None,
        }
    }
    /// The language's own name (shown in the switch).
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::It => "Italiano",
        }
    }
}

static LANG: AtomicU8 = AtomicU8::new(0);

pub fn lang() -> Lang {
    if LANG.load(Ordering::Relaxed) == 1 { Lang::It } else { Lang::En }
}

pub fn set_lang(l: Lang) {
    LANG.store(if l == Lang::It { 1 } else { 0 }, Ordering::Relaxed);
}

fn it() -> bool {
    lang() == Lang::It
}

/// The active language.
pub fn tr() -> &'static Strings {
    match lang() {
        Lang::En => &EN,
        Lang::It => &IT,
    }
}

pub fn pair_round_n(n: u32) -> String {
    format!("{} {n}", tr().pair_round)
}
pub fn unpair_round_n(n: u32) -> String {
    format!("{} {n}", tr().unpair_round)
}
pub fn missing_results(round: u32, boards: &[usize]) -> String {
    let list: Vec<String> = boards.iter().map(|b| b.to_string()).collect();
    if it() {
        let noun = if boards.len() == 1 { "della scacchiera" } else { "delle scacchiere" };
        format!("Il turno {round} non è completo: inserisci prima i risultati {noun} {}.", list.join(", "))
    } else {
        let noun = if boards.len() == 1 { "board" } else { "boards" };
        format!("Round {round} is not complete: enter the results of {noun} {} first.", list.join(", "))
    }
}
pub fn pairing_failed(e: &str) -> String {
    if it() {
        format!("Il turno non si può abbinare: {e}")
    } else {
        format!("The round could not be paired: {e}")
    }
}
pub fn pasted(added: usize, skipped: &[String]) -> String {
    match (it(), skipped.is_empty()) {
        (false, true) => format!("{added} players added."),
        (false, false) => format!("{added} players added; lines skipped: {}", skipped.join("; ")),
        (true, true) => format!("{added} giocatori aggiunti."),
        (true, false) => format!("{added} giocatori aggiunti; righe saltate: {}", skipped.join("; ")),
    }
}
pub fn trf_error(e: &str) -> String {
    if it() {
        format!("Questo file TRF non si può leggere: {e}")
    } else {
        format!("This TRF file cannot be read: {e}")
    }
}
pub fn newer_schema(found: u32, known: u32) -> String {
    if it() {
        format!("salvato da una versione più recente di Torre (schema dati {found}, questa app arriva a {known})")
    } else {
        format!("saved by a newer version of Torre (data schema {found}, this app knows up to {known})")
    }
}
pub fn rounds_of(paired: u32, total: Option<u32>) -> String {
    match (it(), total) {
        (false, Some(t)) => format!("round {paired} of {t}"),
        (false, None) => format!("round {paired}"),
        (true, Some(t)) => format!("turno {paired} di {t}"),
        (true, None) => format!("turno {paired}"),
    }
}

pub enum DataError {
    NotJson,
    NoSchema,
    Damaged,
    UnknownSchema,
}

/// Why stored data or a backup cannot be read (`detail`: the parser's message).
pub fn data_error(kind: DataError, detail: &str) -> String {
    let head = match (kind, it()) {
        (DataError::NotJson, false) => "not valid JSON",
        (DataError::NotJson, true) => "JSON non valido",
        (DataError::NoSchema, false) => "no schema version: not Torre data",
        (DataError::NoSchema, true) => "nessuna versione di schema: non sono dati di Torre",
        (DataError::Damaged, false) => "damaged data",
        (DataError::Damaged, true) => "dati danneggiati",
        (DataError::UnknownSchema, false) => "unknown data schema",
        (DataError::UnknownSchema, true) => "schema dati sconosciuto",
    };
    if detail.is_empty() { head.to_string() } else { format!("{head}: {detail}") }
}

/// A pasted line that cannot be read.
pub fn line_no_name(line: &str) -> String {
    if it() { format!("\"{line}\": manca il nome") } else { format!("\"{line}\": no name") }
}
pub fn line_bad_rating(line: &str, rating: &str) -> String {
    if it() {
        format!("\"{line}\": l'Elo \"{rating}\" non è un numero")
    } else {
        format!("\"{line}\": rating \"{rating}\" is not a number")
    }
}

/// Why a pairing typed by hand is not a pairing of the round.
pub fn proposal_error(e: &torre_core::pairing::audit::ProposalError) -> String {
    use torre_core::pairing::audit::ProposalError::*;
    match (e, it()) {
        (Twice(id), false) => format!("Player {id} is paired twice."),
        (Twice(id), true) => format!("Il giocatore {id} è abbinato due volte."),
        (Missing(id), false) => format!("Player {id} is not paired."),
        (Missing(id), true) => format!("Il giocatore {id} non è abbinato."),
        (NotParticipant(id), false) => format!("Player {id} does not play this round (bye, absent or unknown number)."),
        (NotParticipant(id), true) => format!("Il giocatore {id} non gioca questo turno (bye, assente o numero inesistente)."),
        (SelfPaired(id), false) => format!("Player {id} cannot play himself."),
        (SelfPaired(id), true) => format!("Il giocatore {id} non può giocare contro sé stesso."),
        (Bye, false) => "A pairing-allocated bye is needed exactly when the number of players is odd.".to_string(),
        (Bye, true) => "Il PAB serve esattamente quando il numero di giocatori è dispari.".to_string(),
    }
}

/// What each audited criterion asks (C.04.3 2026 numbering; A6 = absolute colour preference).
pub fn criterion_name(code: &str) -> &'static str {
    let en = match code {
        "C1" => "No two players meet twice",
        "C2" => "No PAB for a player who already had one (or a point without playing)",
        "C3" => "Non-topscorers with the same absolute colour preference do not meet",
        "A6" => "Absolute colour preferences granted (colour difference, three in a row)",
        "C5" => "Lowest possible score of the PAB assignee",
        "C6" => "Fewest downfloaters",
        "C7" => "Lowest scores of the downfloaters",
        "C9" => "Fewest unplayed games of the PAB assignee",
        "C10" => "Topscorers (or opponents) with colour difference beyond ±2",
        "C11" => "Topscorers (or opponents) with the same colour three times in a row",
        "C12" => "Players who do not get their colour preference",
        "C13" => "Players who do not get their strong colour preference",
        "C14" => "Downfloaters who downfloated the previous round",
        "C15" => "Upfloaters who upfloated the previous round",
        "C16" => "Downfloaters who downfloated two rounds before",
        "C17" => "Upfloaters who upfloated two rounds before",
        _ => "",
    };
    if !it() {
        return en;
    }
    match code {
        "C1" => "Nessuna coppia si incontra due volte",
        "C2" => "Niente PAB a chi ne ha già avuto uno (o un punto senza giocare)",
        "C3" => "Non si incontrano non-capoclassifica con la stessa preferenza assoluta di colore",
        "A6" => "Preferenze assolute di colore rispettate (differenza, tre di fila)",
        "C5" => "Punteggio più basso possibile per chi riceve il PAB",
        "C6" => "Meno giocatori fluttuanti verso il basso",
        "C7" => "Punteggi più bassi dei fluttuanti verso il basso",
        "C9" => "Meno partite non giocate per chi riceve il PAB",
        "C10" => "Capoclassifica (o avversari) con differenza di colore oltre ±2",
        "C11" => "Capoclassifica (o avversari) con lo stesso colore tre volte di fila",
        "C12" => "Giocatori che non ottengono il colore preferito",
        "C13" => "Giocatori che non ottengono la preferenza forte di colore",
        "C14" => "Fluttuanti verso il basso che lo erano già il turno precedente",
        "C15" => "Fluttuanti verso l'alto che lo erano già il turno precedente",
        "C16" => "Fluttuanti verso il basso che lo erano due turni prima",
        "C17" => "Fluttuanti verso l'alto che lo erano due turni prima",
        _ => "",
    }
}

/// What each quality criterion of the explanation trace asks (C.5–C.19 as the trace numbers
/// them: C.04.3 2017 text).
pub fn trace_criterion_name(code: &str) -> &'static str {
    let en = match code {
        "C.5" => "Maximise the number of pairs",
        "C.6" => "Minimise the score differences of the pairs (PSD)",
        "C.7" => "Pairs and PSD of the following bracket",
        "C.8" => "Topscorers (or opponents) with colour difference beyond ±2",
        "C.9" => "Topscorers (or opponents) with the same colour three times in a row",
        "C.10" => "Players who do not get their colour preference",
        "C.11" => "Players who do not get their strong colour preference",
        "C.12" => "Downfloaters who downfloated the previous round",
        "C.13" => "Upfloaters who upfloated the previous round",
        "C.14" => "Downfloaters who downfloated two rounds before",
        "C.15" => "Upfloaters who upfloated two rounds before",
        "C.16" => "Score differences of downfloaters who downfloated the previous round",
        "C.17" => "Score differences of upfloaters who upfloated the previous round",
        "C.18" => "Score differences of downfloaters who downfloated two rounds before",
        "C.19" => "Score differences of upfloaters who upfloated two rounds before",
        _ => "",
    };
    if !it() {
        return en;
    }
    match code {
        "C.5" => "Massimizzare il numero di coppie",
        "C.6" => "Minimizzare le differenze di punteggio delle coppie (PSD)",
        "C.7" => "Coppie e PSD del gruppo successivo",
        "C.8" => "Capoclassifica (o avversari) con differenza di colore oltre ±2",
        "C.9" => "Capoclassifica (o avversari) con lo stesso colore tre volte di fila",
        "C.10" => "Giocatori che non ottengono il colore preferito",
        "C.11" => "Giocatori che non ottengono la preferenza forte di colore",
        "C.12" => "Fluttuanti verso il basso che lo erano già il turno precedente",
        "C.13" => "Fluttuanti verso l'alto che lo erano già il turno precedente",
        "C.14" => "Fluttuanti verso il basso che lo erano due turni prima",
        "C.15" => "Fluttuanti verso l'alto che lo erano due turni prima",
        "C.16" => "Differenze di punteggio dei fluttuanti verso il basso del turno precedente",
        "C.17" => "Differenze di punteggio dei fluttuanti verso l'alto del turno precedente",
        "C.18" => "Differenze di punteggio dei fluttuanti verso il basso di due turni prima",
        "C.19" => "Differenze di punteggio dei fluttuanti verso l'alto di due turni prima",
        _ => "",
    }
}

/// "1.5 points"
pub fn points_n(p: &str) -> String {
    match (it(), p == "1") {
        (true, true) => "1 punto".to_string(),
        (true, false) => format!("{p} punti"),
        (false, true) => "1 point".to_string(),
        (false, false) => format!("{p} points"),
    }
}

/// "Pairing round 3… 12 s"
pub fn pairing_elapsed(round: u32, secs: u32) -> String {
    if it() {
        format!("Abbinamento del turno {round} in corso… {secs} s")
    } else {
        format!("Pairing round {round}… {secs} s")
    }
}

/// "½-point bye in round 4" style label of a requested bye in the list.
pub fn withdrawn_label(round: u32) -> String {
    format!("{} {round}", tr().withdrawn_from)
}

/// The TRF comment lines (`###`) that record a pairing changed by hand (always English).
pub fn trf_manual_comment(round: u32, engine: &str, published: &str, broken: &[String]) -> Vec<String> {
    vec![
        format!("### Torre: round {round} pairing changed by hand by the arbiter"),
        format!("### Torre: round {round} engine pairing: {engine}"),
        format!("### Torre: round {round} published pairing: {published}"),
        format!(
            "### Torre: round {round} criteria broken compared with the engine: {}",
            if broken.is_empty() { "none".to_string() } else { broken.join(", ") }
        ),
    ]
}
