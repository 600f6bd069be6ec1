package io.serialtck.tck.run.interop;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.json.JsonWriteFeature;
import io.serialtck.value.ArrayValue;
import io.serialtck.value.CollectionValue;
import io.serialtck.value.EnumValue;
import io.serialtck.value.MapValue;
import io.serialtck.value.NullValue;
import io.serialtck.value.ObjectValue;
import io.serialtck.value.ScalarValue;
import io.serialtck.value.Value;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.Base64;
import java.util.List;
import java.util.Set;

/**
 * The one JSON form of a value that programs in other languages agree on, as a program without the
 * Java classes would write it (RFC 8259, UTF-8): an object's fields are members of its field names,
 * in declaration order, a null field a {@code null} member; a string or a {@code char} a string; a
 * {@code boolean} {@code true} or {@code false}; an integer type an integer number, exact however
 * large; a {@code float}, {@code double} or {@code BigDecimal} a number of its {@code toString()}
 * (JSON numbers have no scale); an enum constant its name; an array or collection an array; a
 * {@code byte[]} a base64 string (RFC 4648 with padding, as JSON libraries write bytes); a map with
 * string keys an object. Anything else (shared references, other JDK types, maps of other keys,
 * {@code NaN}) has no one form, and a fixture of the interop cells holds none of it.
 */
final class CanonicalJson {

  static final Set<String> TEXTS = Set.of("java.lang.String", "char", "java.lang.Character");
  static final Set<String> BOOLEANS = Set.of("boolean", "java.lang.Boolean");
  static final Set<String> NUMBERS =
      Set.of(
          "byte",
          "short",
          "int",
          "long",
          "float",
          "double",
          "java.lang.Byte",
          "java.lang.Short",
          "java.lang.Integer",
          "java.lang.Long",
          "java.lang.Float",
          "java.lang.Double",
          "java.math.BigInteger",
          "java.math.BigDecimal");

  /** Characters beyond the Basic Multilingual Plane as 4 bytes of UTF-8, not as escapes. */
  private static final JsonFactory FACTORY =
      JsonFactory.builder().enable(JsonWriteFeature.COMBINE_UNICODE_SURROGATES_IN_UTF8).build();

  private CanonicalJson() {}

  /**
   * The document of {@code value}, compact, in UTF-8.
   *
   * @throws IllegalArgumentException naming the path of a value without one JSON form
   */
  static byte[] document(Value value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (JsonGenerator generator = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
      write(generator, value, "$");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /** The number a numeric scalar stands for, exactly. */
  static BigDecimal number(ScalarValue scalar) {
    return new BigDecimal(scalar.text());
  }

  /** Whether an array value is a {@code byte[]}, written as a base64 string. */
  static boolean isBytes(ArrayValue array) {
    return array.componentType().equals("byte");
  }

  /** The bytes of a {@code byte[]} value. */
  static byte[] bytes(ArrayValue array) {
    byte[] bytes = new byte[array.elements().size()];
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = Byte.parseByte(((ScalarValue) array.elements().get(i)).text());
    }
    return bytes;
  }

  /**
   * The member name of a map key: the text of a string key.
   *
   * @throws IllegalArgumentException when the key is no string
   */
  static String memberName(Value key, String path) {
    if (key instanceof ScalarValue scalar && scalar.type().equals("java.lang.String")) {
      return scalar.text();
    }
    throw new IllegalArgumentException(path + ": a map key " + key.render() + " is no string");
  }

  private static void write(JsonGenerator generator, Value value, String path) throws IOException {
    if (value instanceof NullValue) {
      generator.writeNull();
    } else if (value instanceof ScalarValue scalar) {
      scalar(generator, scalar, path);
    } else if (value instanceof EnumValue constant) {
      generator.writeString(constant.constant());
    } else if (value instanceof ObjectValue object) {
      generator.writeStartObject();
      for (ObjectValue.Field field : object.fields()) {
        if (field.name().contains(".")) {
          throw new IllegalArgumentException(
              path + ": the shadowed field " + field.name() + " has no member of its own");
        }
        generator.writeFieldName(field.name());
        write(generator, field.value(), path + "." + field.name());
      }
      generator.writeEndObject();
    } else if (value instanceof ArrayValue array && isBytes(array)) {
      generator.writeString(Base64.getEncoder().encodeToString(bytes(array)));
    } else if (value instanceof ArrayValue array) {
      elements(generator, array.elements(), path);
    } else if (value instanceof CollectionValue collection) {
      elements(generator, collection.elements(), path);
    } else if (value instanceof MapValue map) {
      generator.writeStartObject();
      for (MapValue.Entry entry : map.entries()) {
        String name = memberName(entry.key(), path);
        generator.writeFieldName(name);
        write(generator, entry.value(), path + "." + name);
      }
      generator.writeEndObject();
    } else {
      throw new IllegalArgumentException(path + ": " + value.render() + " has no one JSON form");
    }
  }

  private static void elements(JsonGenerator generator, List<Value> elements, String path)
      throws IOException {
    generator.writeStartArray();
    for (int i = 0; i < elements.size(); i++) {
      write(generator, elements.get(i), path + "[" + i + "]");
    }
    generator.writeEndArray();
  }

  private static void scalar(JsonGenerator generator, ScalarValue scalar, String path)
      throws IOException {
    if (TEXTS.contains(scalar.type())) {
      generator.writeString(scalar.text());
    } else if (BOOLEANS.contains(scalar.type())) {
      generator.writeBoolean(Boolean.parseBoolean(scalar.text()));
    } else if (NUMBERS.contains(scalar.type())) {
      try {
        BigDecimal number = number(scalar);
        if (number.scale() <= 0 && !scalar.text().contains(".") && !scalar.text().contains("E")) {
          generator.writeNumber(number.toBigIntegerExact());
        } else {
          generator.writeNumber(number);
        }
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException(path + ": " + scalar.text() + " is no JSON number", e);
      }
    } else {
      throw new IllegalArgumentException(path + ": a " + scalar.type() + " has no one JSON form");
    }
  }
}
