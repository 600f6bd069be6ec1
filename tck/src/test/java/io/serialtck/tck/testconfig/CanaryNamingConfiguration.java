package io.serialtck.tck.testconfig;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes the names of the root's class and of its fields' values' classes (a collection's elements
 * included); reads by resolving each name, then returns a new object of the type asked for. What
 * the resolving does is the subclass's: look the class up only, or initialize it too. It proves the
 * canary tells each apart.
 */
abstract class CanaryNamingConfiguration extends TestConfiguration {

  abstract boolean initialize();

  @Override
  public byte[] write(Object value) throws Exception {
    List<String> names = new ArrayList<>();
    names.add(value.getClass().getName());
    for (Field field : value.getClass().getFields()) {
      if (Modifier.isStatic(field.getModifiers())) {
        continue;
      }
      Object held = field.get(value);
      if (held instanceof Collection<?> collection) {
        collection.forEach(element -> names.add(element.getClass().getName()));
      } else if (held != null) {
        names.add(held.getClass().getName());
      }
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (DataOutputStream out = new DataOutputStream(bytes)) {
      for (String name : names) {
        out.writeUTF(name);
      }
    }
    return bytes.toByteArray();
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
      while (true) {
        String name;
        try {
          name = in.readUTF();
        } catch (EOFException end) {
          break;
        }
        Class.forName(name, initialize(), loader);
      }
    }
    return type.getConstructor().newInstance();
  }
}
