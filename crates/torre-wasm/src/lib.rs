//! Torre for JavaScript: the pairing facade, the checker, tie-break standings and TRF files,
//! exported with wasm-bindgen. Everything goes in and out as plain JS objects
//! (serde-wasm-bindgen); the shapes are the `Tournament` model of `torre-core` (see
//! `typescript.d.ts`, appended to the generated `.d.ts`) and the small output structs below.
//!
//! Errors are thrown as JS `Error`s with a stable `code` (see [`Code`]) and, for bad input,
//! where the problem is: `line` and `columns` in a TRF, `player`, or `path` inside an object.
//!
//! The logic lives in plain Rust functions (`api::*`) returning [`ApiError`], so that it can be
//! tested natively with `cargo test -p torre-wasm`; the `#[wasm_bindgen]` wrappers only convert.

pub mod api;
pub mod error;

pub use error::{ApiError, Code};

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = include_str!("typescript.d.ts");

// Parameter types for the generated .d.ts (the values are plain JS objects, checked on entry).
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(typescript_type = "Tournament")]
    pub type TournamentArg;
    #[wasm_bindgen(typescript_type = "string | Uint8Array")]
    pub type TrfInput;
    #[wasm_bindgen(typescript_type = "ParseOptions")]
    pub type ParseOptionsArg;
    #[wasm_bindgen(typescript_type = "PairOptions")]
    pub type PairOptionsArg;
    #[wasm_bindgen(typescript_type = "CheckOptions")]
    pub type CheckOptionsArg;
    #[wasm_bindgen(typescript_type = "StandingsOptions")]
    pub type StandingsOptionsArg;
    #[wasm_bindgen(typescript_type = "ExplainOptions")]
    pub type ExplainOptionsArg;
}

fn opt<T: Into<JsValue>>(v: Option<T>) -> JsValue {
    v.map(Into::into).unwrap_or(JsValue::UNDEFINED)
}

/// Serializer for every returned value: `None` as `null` (keys always present), plain objects.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| ApiError::new(Code::Internal, format!("could not convert the result: {e}")).into())
}

/// Deserialize an argument, naming the argument and the path of the bad field on error.
fn from_js<T: DeserializeOwned>(value: JsValue, what: &str, code: Code) -> Result<T, ApiError> {
    let de = serde_wasm_bindgen::Deserializer::from(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        let mut err = ApiError::new(code, format!("{what}: {inner}"));
        if path != "." && !path.is_empty() {
            err.message = format!("{what} at {path}: {inner}");
            err.path = Some(path);
        }
        err
    })
}

/// Options objects may be omitted (`undefined` / `null`).
fn read_options<T: DeserializeOwned + Default + api::OptionKeys>(value: JsValue, what: &str) -> Result<T, ApiError> {
    if value.is_undefined() || value.is_null() {
        return Ok(T::default());
    }
    if !value.is_object() || js_sys::Array::is_array(&value) {
        return Err(ApiError::new(Code::InvalidOptions, format!("{what} must be an object")));
    }
    let keys = js_sys::Reflect::own_keys(&value).unwrap_or_default();
    for key in keys.iter() {
        let key = key.as_string().unwrap_or_default();
        if !T::KEYS.contains(&key.as_str()) {
            return Err(ApiError::new(Code::InvalidOptions, format!("{what}: unknown option {key:?} (known: {})", T::KEYS.join(", ")))
                .with_path(key));
        }
    }
    from_js(value, what, Code::InvalidOptions)
}

/// Fill the fields a hand-written tournament object leaves out with the model's defaults
/// (`Tournament::default()`, `Player::default()` with `id` = position + 1), without touching
/// the caller's object. Anything that is not a plain object is left for the deserializer to reject.
fn complete(value: JsValue) -> JsValue {
    use js_sys::{Array, Object};
    if !value.is_object() || Array::is_array(&value) {
        return value;
    }
    let defaults = match to_js(&torre_core::Tournament::default()) {
        Ok(d) => d,
        Err(_) => return value,
    };
    let get = |o: &JsValue, k: &str| js_sys::Reflect::get(o, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED);
    let merged = Object::assign(&Object::assign(&Object::new(), defaults.unchecked_ref()), value.unchecked_ref());
    for key in ["info", "points"] {
        let given = get(&value, key);
        if given.is_object() && !Array::is_array(&given) {
            let obj = Object::assign(&Object::assign(&Object::new(), get(&defaults, key).unchecked_ref()), given.unchecked_ref());
            let _ = js_sys::Reflect::set(&merged, &JsValue::from_str(key), &obj);
        }
    }
    let players = get(&value, "players");
    if Array::is_array(&players) {
        if let Ok(player_default) = to_js(&torre_core::Player::default()) {
            let out = Array::new();
            for (i, p) in Array::from(&players).iter().enumerate() {
                if p.is_object() && !Array::is_array(&p) {
                    let base = Object::assign(&Object::new(), player_default.unchecked_ref());
                    let _ = js_sys::Reflect::set(&base, &JsValue::from_str("id"), &JsValue::from_f64((i + 1) as f64));
                    out.push(&Object::assign(&base, p.unchecked_ref()));
                } else {
                    out.push(&p);
                }
            }
            let _ = js_sys::Reflect::set(&merged, &JsValue::from_str("players"), &out);
        }
    }
    merged.into()
}

fn to_tournament(value: JsValue) -> Result<torre_core::Tournament, ApiError> {
    if value.is_undefined() || value.is_null() {
        return Err(ApiError::new(Code::InvalidTournament, "a tournament object is required (use parseTrf)"));
    }
    let t = from_js(complete(value), "tournament", Code::InvalidTournament)?;
    api::validate(&t)?;
    Ok(t)
}

/// Read a TRF (TRF-16 with the TRF(x) extensions) into a tournament object.
///
/// `input`: the file's text, or its raw bytes (`Uint8Array`: UTF-8, else Latin-1).
/// `options.strict`: a points column that disagrees with the results is an error
/// (code `TRF_INVALID`, naming the line and the player) instead of a warning.
#[wasm_bindgen(js_name = parseTrf, unchecked_return_type = "Tournament")]
pub fn parse_trf(
    input: TrfInput, options: Option<ParseOptionsArg>,
) -> Result<JsValue, JsValue> {
    let report = parse(input.into(), opt(options))?;
    to_js(&report.tournament)
}

/// Like `parseTrf`, also returning the warnings (problems that did not stop the reading).
#[wasm_bindgen(js_name = parseTrfReport, unchecked_return_type = "ParseReport")]
pub fn parse_trf_report(
    input: TrfInput, options: Option<ParseOptionsArg>,
) -> Result<JsValue, JsValue> {
    let report = parse(input.into(), opt(options))?;
    to_js(&report)
}

fn parse(input: JsValue, opts: JsValue) -> Result<api::ParseReport, ApiError> {
    let opts: api::ParseOptions = read_options(opts, "parseTrf options")?;
    if let Some(text) = input.as_string() {
        api::parse_trf(text.as_bytes(), &opts)
    } else if input.is_instance_of::<js_sys::Uint8Array>() {
        let bytes = js_sys::Uint8Array::unchecked_from_js(input).to_vec();
        api::parse_trf(&bytes, &opts)
    } else {
        Err(ApiError::new(Code::InvalidArgument, "parseTrf expects the TRF text (a string) or its bytes (a Uint8Array)"))
    }
}

/// Write a tournament object as a TRF (normalised TRF-16 with TRF(x) extensions).
#[wasm_bindgen(js_name = writeTrf)]
pub fn write_trf(tournament: TournamentArg) -> Result<String, JsValue> {
    let t = to_tournament(tournament.into())?;
    Ok(torre_core::trf::write(&t))
}

/// A random tournament as TRF text, as `torre -g` writes it: `config` holds `Key=Value` lines
/// (PlayersNumber, RoundsNumber, ForfeitRate, TieBreaks ...; keys left out are drawn from the
/// seed), `seed` a whole number; `options.system`/`options.edition` choose the engine and
/// `trf2026` the TRF-2026 layout. The same seed gives the same file everywhere.
#[wasm_bindgen(js_name = generateTrf)]
pub fn generate_trf(config: String, seed: f64, options: Option<PairOptionsArg>, trf2026: Option<bool>) -> Result<String, JsValue> {
    let opts: api::PairOptionsJs = read_options(opt(options), "generate options")?;
    Ok(api::generate_trf(&config, seed, &opts, trf2026.unwrap_or(false))?)
}

/// Pair the next round (the round after the last paired one).
#[wasm_bindgen(unchecked_return_type = "RoundPairing")]
pub fn pair(
    tournament: TournamentArg,
    options: Option<PairOptionsArg>,
) -> Result<JsValue, JsValue> {
    let t = to_tournament(tournament.into())?;
    let opts: api::PairOptionsJs = read_options(opt(options), "pair options")?;
    to_js(&api::pair(t, &opts)?)
}

/// Re-pair every round from the tournament as it stood before it and compare with the file.
#[wasm_bindgen(unchecked_return_type = "CheckReport")]
pub fn check(
    tournament: TournamentArg,
    options: Option<CheckOptionsArg>,
) -> Result<JsValue, JsValue> {
    let t = to_tournament(tournament.into())?;
    let opts: api::PairOptionsJs = read_options(opt(options), "check options")?;
    to_js(&api::check(t, &opts)?)
}

/// The pairing a round of the tournament shows (what was published), with board numbers.
#[wasm_bindgen(js_name = roundPairing, unchecked_return_type = "RoundPairing")]
pub fn round_pairing(
    tournament: TournamentArg,
    round: u32,
) -> Result<JsValue, JsValue> {
    let t = to_tournament(tournament.into())?;
    to_js(&api::round_pairing(&t, round)?)
}

/// Ranked standings after a round with C.07 tie-breaks.
#[wasm_bindgen(unchecked_return_type = "Standings")]
pub fn standings(
    tournament: TournamentArg,
    options: Option<StandingsOptionsArg>,
) -> Result<JsValue, JsValue> {
    let t = to_tournament(tournament.into())?;
    let opts: api::StandingsOptions = read_options(opt(options), "standings options")?;
    to_js(&api::standings(&t, &opts)?)
}

/// `{round}`: how that round is paired, step by step (brackets, candidates, colours);
/// `{player}`: how each tie-break of that player was computed.
#[wasm_bindgen(unchecked_return_type = "Explanation | PairingExplanation")]
pub fn explain(
    tournament: TournamentArg,
    options: Option<ExplainOptionsArg>,
) -> Result<JsValue, JsValue> {
    let t = to_tournament(tournament.into())?;
    let opts: api::ExplainOptions = read_options(opt(options), "explain options")?;
    to_js(&api::explain(&t, &opts)?)
}

/// The version of this package (the Torre workspace version).
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
