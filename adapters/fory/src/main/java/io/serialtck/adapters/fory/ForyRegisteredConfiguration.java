package io.serialtck.adapters.fory;

import org.apache.fory.config.CompatibleMode;

/**
 * {@code fory-registered}: the {@code fory-compatible} set-up with class registration required,
 * Fory's own default: each side registers the classes of the object it writes or reads, in the
 * kit's stated order, so the ids agree exactly as far as both sides' classes agree.
 */
public final class ForyRegisteredConfiguration extends ForyConfiguration {

  @Override
  public String id() {
    return "fory-registered";
  }

  @Override
  public String description() {
    return "Fory.builder() with withCompatibleMode(CompatibleMode.COMPATIBLE) and"
        + " requireClassRegistration(true) (Fory's default), each side registering, with"
        + " register(Class) and in the kit's stated order (depth first from the root, each class at"
        + " its first occurrence, then the rest of its class model), the classes of the object it"
        + " writes or should read back that Fory does not register itself; withLanguage(Language.JAVA);"
        + " withRefTracking(true); withClassLoader(the configuration's own class loader, i.e. its"
        + " world's); every other ForyBuilder setting at its default; one Fory instance;"
        + " serialize(Object)/deserialize(byte[])";
  }

  @Override
  CompatibleMode compatibleMode() {
    return CompatibleMode.COMPATIBLE;
  }

  @Override
  boolean registrationRequired() {
    return true;
  }
}
