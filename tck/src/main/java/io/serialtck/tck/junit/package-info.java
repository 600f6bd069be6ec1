/**
 * The JUnit route into the engine: {@code SerialTckMatrix}, which a team's test extends (marked
 * {@link io.serialtck.spi.Stable}, as are the {@code Plan} and {@code RegisteredConfiguration} its
 * hooks take and return), and what it uses to gate and report a run. The rest of {@code tck} is the
 * engine, which teams do not call directly.
 */
package io.serialtck.tck.junit;
