package io.serialtck.tck.repro;

/**
 * One step of a stateful reproducer: what the held instance did, and what a fresh instance did at
 * the same step.
 *
 * @param step the step
 * @param held the held instance's result
 * @param fresh a fresh instance's result
 */
record JudgedStep(SequenceSteps.Step step, StepResult held, StepResult fresh) {}
