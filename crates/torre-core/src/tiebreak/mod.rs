//! C.07 tie-breaks (individual), with the edition of the regulations as an explicit parameter.
