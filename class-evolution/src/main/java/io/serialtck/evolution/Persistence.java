package io.serialtck.evolution;

/** Which persistence interface a generated class implements. */
public enum Persistence {
  /** Neither {@link java.io.Serializable} nor {@link java.io.Externalizable}. */
  NONE,
  /** {@link java.io.Serializable}. */
  SERIALIZABLE,
  /**
   * {@link java.io.Externalizable}, with generated {@code writeExternal}/{@code readExternal} that
   * write and read the class's own fields in declaration order.
   */
  EXTERNALIZABLE
}
