package io.serialtck.adapters.fst;

import org.nustaq.serialization.FSTConfiguration;

/**
 * {@code fst-unsafe}: FST's unsafe binary configuration, which copies values with {@code
 * sun.misc.Unsafe} in native byte order and without compression.
 */
public final class FstUnsafeConfiguration extends FstConfiguration {

  @Override
  public String id() {
    return "fst-unsafe";
  }

  @Override
  public String description() {
    return "FSTConfiguration.createUnsafeBinaryConfiguration(); " + COMMON;
  }

  @Override
  FSTConfiguration create() {
    return FSTConfiguration.createUnsafeBinaryConfiguration();
  }
}
