//! How a command fails: the exit codes of bbpPairings and a message for standard error.

pub const NO_PAIRING: u8 = 1;
pub const UNEXPECTED: u8 = 2;
pub const INVALID_INPUT: u8 = 3;
pub const TOO_LARGE: u8 = 4;
pub const FILE_ACCESS: u8 = 5;

pub struct Failure {
    pub code: u8,
    pub message: String,
}

pub fn fail(code: u8, message: impl Into<String>) -> Failure {
    Failure { code, message: message.into() }
}
