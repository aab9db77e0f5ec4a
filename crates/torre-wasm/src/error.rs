//! Errors of the JS API: a stable code, a message, and where the problem is.

use serde::Serialize;
use torre_core::pairing::PairError;
use torre_core::trf::TrfError;
use wasm_bindgen::JsValue;

/// The `code` of every error thrown by the package. These strings are part of the API.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Code {
    /// The TRF cannot be read (syntax, inconsistent games...): `line`, `columns`, `player` say where.
    #[serde(rename = "TRF_INVALID")]
    TrfInvalid,
    /// A tournament object does not have the expected shape or is inconsistent (`path`, `player`).
    #[serde(rename = "INVALID_TOURNAMENT")]
    InvalidTournament,
    /// An options object is malformed or names an unknown system, edition, tie-break... (`path`).
    #[serde(rename = "INVALID_OPTIONS")]
    InvalidOptions,
    /// An argument of the wrong type (e.g. `parseTrf(42)`).
    #[serde(rename = "INVALID_ARGUMENT")]
    InvalidArgument,
    /// A round number outside the tournament.
    #[serde(rename = "ROUND_OUT_OF_RANGE")]
    RoundOutOfRange,
    /// No pairing satisfies the absolute criteria (the arbiter decides, C.04.3 A.9).
    #[serde(rename = "NO_VALID_PAIRING")]
    NoValidPairing,
    /// The tournament cannot be paired as given (e.g. all rounds already paired).
    #[serde(rename = "CANNOT_PAIR")]
    CannotPair,
    /// Too large for the engine.
    #[serde(rename = "TOO_LARGE")]
    TooLarge,
    /// This build does not implement the requested rules or function yet.
    #[serde(rename = "UNSUPPORTED")]
    Unsupported,
    /// A bug: please report it.
    #[serde(rename = "INTERNAL")]
    Internal,
}

impl Code {
    pub fn as_str(self) -> &'static str {
        match self {
            Code::TrfInvalid => "TRF_INVALID",
            Code::InvalidTournament => "INVALID_TOURNAMENT",
            Code::InvalidOptions => "INVALID_OPTIONS",
            Code::InvalidArgument => "INVALID_ARGUMENT",
            Code::RoundOutOfRange => "ROUND_OUT_OF_RANGE",
            Code::NoValidPairing => "NO_VALID_PAIRING",
            Code::CannotPair => "CANNOT_PAIR",
            Code::TooLarge => "TOO_LARGE",
            Code::Unsupported => "UNSUPPORTED",
            Code::Internal => "INTERNAL",
        }
    }
}

/// An error with its location. Becomes a JS `Error` whose extra properties are
/// `code`, `line`, `columns` (`[first, last]`, 1-based), `player` and `path` (`null` when unknown).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ApiError {
    pub code: Code,
    pub message: String,
    pub line: Option<usize>,
    pub columns: Option<(usize, usize)>,
    pub player: Option<u32>,
    pub path: Option<String>,
}

impl ApiError {
    pub fn new(code: Code, message: impl Into<String>) -> ApiError {
        ApiError { code, message: message.into(), line: None, columns: None, player: None, path: None }
    }
    pub fn with_player(mut self, player: u32) -> ApiError {
        self.player = Some(player);
        self
    }
    pub fn with_path(mut self, path: impl Into<String>) -> ApiError {
        self.path = Some(path.into());
        self
    }
    /// A TRF reading error: the message is the core's text, which already names the place.
    pub fn from_trf(code: Code, e: &TrfError) -> ApiError {
        ApiError { code, message: e.to_string(), line: e.line, columns: e.columns, player: e.player, path: None }
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.message)
    }
}

impl From<PairError> for ApiError {
    fn from(e: PairError) -> ApiError {
        let code = match e {
            PairError::NoValidPairing(_) => Code::NoValidPairing,
            PairError::InvalidInput(_) => Code::CannotPair,
            PairError::TooLarge(_) => Code::TooLarge,
            PairError::Unsupported(_) => Code::Unsupported,
        };
        ApiError::new(code, e.to_string())
    }
}

fn set(obj: &JsValue, key: &str, value: JsValue) {
    // Reflect.set on a fresh Error object cannot fail
    let _ = js_sys::Reflect::set(obj, &JsValue::from_str(key), &value);
}

impl From<ApiError> for JsValue {
    fn from(e: ApiError) -> JsValue {
        let err = js_sys::Error::new(&e.message);
        err.set_name("TorreError");
        let obj: JsValue = err.into();
        set(&obj, "code", JsValue::from_str(e.code.as_str()));
        set(&obj, "line", e.line.map(|l| JsValue::from_f64(l as f64)).unwrap_or(JsValue::NULL));
        let columns = match e.columns {
            Some((a, b)) => {
                let arr = js_sys::Array::new();
                arr.push(&JsValue::from_f64(a as f64));
                arr.push(&JsValue::from_f64(b as f64));
                arr.into()
            }
            None => JsValue::NULL,
        };
        set(&obj, "columns", columns);
        set(&obj, "player", e.player.map(|p| JsValue::from_f64(p as f64)).unwrap_or(JsValue::NULL));
        set(&obj, "path", e.path.map(|p| JsValue::from_str(&p)).unwrap_or(JsValue::NULL));
        obj
    }
}
