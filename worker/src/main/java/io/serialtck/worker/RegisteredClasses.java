package io.serialtck.worker;

import java.util.List;

/**
 * The classes a worker tells a configuration about ({@code
 * SerializerConfiguration.registerClasses}) before it writes an object, or before it reads bytes
 * that should come back as that object: the object's classes in the SPI's stated order, completed
 * with the declared types of their fields. Public so that the race registers exactly what a
 * flexibility cell registers: a configuration that requires registration then times the payload the
 * matrix judged.
 */
public final class RegisteredClasses {

  private RegisteredClasses() {}

  /**
   * The classes of {@code object} (a fixture's {@code create()} for a writer, its {@code
   * expected()} for a reader) as a flexibility cell states them; call it in the object's world.
   */
  public static List<Class<?>> of(Object object) {
    return FieldTypes.complete(ObjectClasses.of(object));
  }
}
