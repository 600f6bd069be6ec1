package io.serialtck.tck.repro;

/**
 * A cell for which no reproducer can be written, with one line saying why (a category reproducers
 * do not cover, a fixture whose sources cannot be carried, a cell the results do not hold).
 */
public final class ReproRefusedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public ReproRefusedException(String message) {
    super(message);
  }
}
