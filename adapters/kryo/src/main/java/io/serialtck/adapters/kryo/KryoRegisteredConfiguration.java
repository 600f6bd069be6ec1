package io.serialtck.adapters.kryo;

/**
 * {@code kryo-registered}: the {@code kryo-default} set-up with class registration required, Kryo's
 * own default: each side registers the classes of the object it writes or reads, in the kit's
 * stated order, so the ids agree exactly as far as both sides' classes agree.
 */
public final class KryoRegisteredConfiguration extends KryoConfiguration {

  @Override
  public String id() {
    return "kryo-registered";
  }

  @Override
  public String description() {
    return "new Kryo() with default FieldSerializer and setRegistrationRequired(true) (Kryo's"
        + " default), each side registering, with register(Class) and in the kit's stated order"
        + " (depth first from the root, each class at its first occurrence, then the rest of its"
        + " class model), the classes of the object it writes or should read back;"
        + " setReferences(true); DefaultInstantiatorStrategy with StdInstantiatorStrategy fallback;"
        + " writeClassAndObject/readClassAndObject; "
        + STREAMS;
  }

  @Override
  boolean registrationRequired() {
    return true;
  }
}
