package io.serialtck.tck.compare;

import io.serialtck.tck.Outcome;

/** An outcome and the evidence for it. */
public record Verdict(Outcome outcome, String detail) {}
