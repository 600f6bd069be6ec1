package io.serialtck.tck.property;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.TypeShape;
import io.serialtck.evolution.catalogue.Catalogue;
import io.serialtck.evolution.catalogue.EvolutionKind;
import io.serialtck.evolution.generate.ClassGenerator;
import io.serialtck.evolution.mapping.Expectation;
import io.serialtck.evolution.mapping.ExpectedValues;
import io.serialtck.evolution.property.CaseCheck;
import io.serialtck.evolution.property.CaseGenerator;
import io.serialtck.evolution.property.EvolutionCase;
import io.serialtck.evolution.property.PropertyResult;
import io.serialtck.evolution.property.PropertyRunner;
import io.serialtck.evolution.property.PropertySettings;
import io.serialtck.value.ObjectValue;
import io.serialtck.verdict.CanonicalValues;
import io.serialtck.verdict.Classifier;
import io.serialtck.verdict.Outcome;
import io.serialtck.verdict.Verdict;
import io.serialtck.worker.ValueCapture;
import io.serialtck.worker.ValueMaterializer;
import io.serialtck.worker.world.WorldClassLoader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamClass;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The property harness finds a serializer that silently drops a field, and shrinks the case to one
 * field and one step. The serializer is Java serialization, in process, with one bug: it resets the
 * first field of the object before writing it.
 */
class BrokenSerializerIsFoundTest {

  private static final Set<Outcome> SAFE = Set.of(Outcome.PASS, Outcome.LOSSY, Outcome.REJECTED);
  private static final Set<String> KINDS = Set.of("field-added", "field-renamed", "field-removed");

  /**
   * Seed 42 and 50 tries, fixed: a test that gates the build must not draw other cases on every
   * build. {@code -Dserialtck.seed=N} (and {@code -Dserialtck.tries=M}) explore others.
   */
  private static final PropertySettings SETTINGS =
      new PropertySettings(
          Long.getLong(PropertySettings.SEED_PROPERTY, 42),
          Integer.getInteger(PropertySettings.TRIES_PROPERTY, 50));

  @Test
  void aDroppedFieldIsFoundAndShrunkToOneFieldAndOneStep() {
    List<? extends EvolutionKind> kinds =
        Catalogue.kinds().stream().filter(k -> KINDS.contains(k.id())).toList();
    PropertyResult result =
        PropertyRunner.run(
            "safety of a field-dropping serializer",
            SETTINGS,
            new CaseGenerator(kinds, 4),
            BrokenSerializerIsFoundTest::neverCorruptsSilently,
            System.out);

    assertThat(result.holds()).as("the broken serializer is caught").isFalse();
    EvolutionCase minimal = result.failure().orElseThrow().minimal();
    assertThat(minimal.base().fields()).as(minimal.render()).hasSize(1);
    assertThat(minimal.steps()).as(minimal.render()).hasSize(1);
    assertThat(result.failure().orElseThrow().result().outcome()).isEqualTo("CORRUPTED");
    assertThat(result.render()).contains("seed").contains("class Sample");
  }

  @Test
  void theSameSerializerWithoutTheBugKeepsTheProperty() {
    List<? extends EvolutionKind> kinds =
        Catalogue.kinds().stream().filter(k -> KINDS.contains(k.id())).toList();

    PropertyResult result =
        PropertyRunner.run(
            "safety of Java serialization",
            SETTINGS,
            new CaseGenerator(kinds, 4),
            c -> check(c, false),
            System.out);

    assertThat(result.holds()).as(result.render()).isTrue();
  }

  private static CaseCheck.CheckResult neverCorruptsSilently(EvolutionCase evolutionCase) {
    return check(evolutionCase, true);
  }

  private static CaseCheck.CheckResult check(EvolutionCase evolutionCase, boolean dropFirstField) {
    ObjectValue written = (ObjectValue) CanonicalValues.of(evolutionCase.written());
    Expectation expectation = ExpectedValues.throughChain(written, evolutionCase.evolved());
    try {
      Object object = ValueMaterializer.materialize(written, world(evolutionCase.base()));
      if (dropFirstField) {
        resetFirstField(object);
      }
      Object read = javaRoundTrip(object, world(evolutionCase.last()));
      Verdict verdict =
          Classifier.classifyEvolved(
              expectation.expected(),
              ValueCapture.capture(read),
              expectation.evolvedPaths(),
              expectation.converted());
      return SAFE.contains(verdict.outcome())
          ? CaseCheck.CheckResult.holds(verdict.outcome().name())
          : CaseCheck.CheckResult.fails(verdict.outcome().name(), verdict.detail());
    } catch (java.io.IOException | ClassNotFoundException e) {
      return CaseCheck.CheckResult.holds(Outcome.REJECTED.name());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }

  private static WorldClassLoader world(TypeShape version) {
    WorldClassLoader world =
        new WorldClassLoader("v", List.of(), BrokenSerializerIsFoundTest.class.getClassLoader());
    world.addClasses(new ClassGenerator().generate(version));
    return world;
  }

  private static void resetFirstField(Object object) throws IllegalAccessException {
    for (Field field : object.getClass().getDeclaredFields()) {
      if (!Modifier.isStatic(field.getModifiers())) {
        field.setAccessible(true);
        Object defaultValue =
            field.getType().isPrimitive()
                ? java.lang.reflect.Array.get(
                    java.lang.reflect.Array.newInstance(field.getType(), 1), 0)
                : null;
        field.set(object, defaultValue);
        return;
      }
    }
  }

  private static Object javaRoundTrip(Object object, ClassLoader reader)
      throws java.io.IOException, ClassNotFoundException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(object);
    }
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray())) {
          @Override
          protected Class<?> resolveClass(ObjectStreamClass desc) throws ClassNotFoundException {
            return Class.forName(desc.getName(), false, reader);
          }
        }) {
      return in.readObject();
    }
  }
}
