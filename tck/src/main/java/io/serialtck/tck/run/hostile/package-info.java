/**
 * The {@code hostile} category: malformed inputs made from the bytes each configuration wrote
 * ({@link io.serialtck.tck.run.hostile.MalformedInputs}), read in a worker of their own that
 * survives running out of heap ({@link io.serialtck.tck.run.hostile.HostileReader}), each judged
 * ({@link io.serialtck.tck.run.hostile.InputVerdict}), a family's worst shrunk ({@link
 * io.serialtck.tck.run.hostile.InputShrinker}) and summed up in a cell ({@link
 * io.serialtck.tck.run.hostile.MalformedCell}); and canary classes named in the bytes ({@link
 * io.serialtck.tck.run.hostile.CanaryVerdict}). {@link io.serialtck.tck.run.hostile.HostileCells}
 * runs them for one configuration.
 */
package io.serialtck.tck.run.hostile;
