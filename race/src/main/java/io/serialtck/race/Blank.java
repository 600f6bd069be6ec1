package io.serialtck.race;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;

/**
 * Empties an object before the guard of a read into it: every public instance field that is not
 * final set to its default (0, false, null). Then a {@code readInto} that leaves its target as it
 * was does not read back intact, as it would if the target already held the payload's values. The
 * race's payloads keep their state in public fields.
 */
final class Blank {

  private Blank() {}

  static void fields(Object target) throws IllegalAccessException {
    for (Field field : target.getClass().getFields()) {
      int modifiers = field.getModifiers();
      if (Modifier.isStatic(modifiers) || Modifier.isFinal(modifiers)) {
        continue;
      }
      Class<?> type = field.getType();
      if (!type.isPrimitive()) {
        field.set(target, null);
      } else if (type == boolean.class) {
        field.setBoolean(target, false);
      } else if (type == char.class) {
        field.setChar(target, '\0');
      } else {
        // byte, short, int, long, float and double all widen from a byte.
        field.setByte(target, (byte) 0);
      }
    }
  }
}
