package io.serialtck.evolution.property;

import io.serialtck.evolution.ClassShape;
import io.serialtck.evolution.ClassStyle;
import io.serialtck.evolution.FieldShape;
import io.serialtck.evolution.ShapeGraph;
import io.serialtck.evolution.TypeRef;
import io.serialtck.evolution.catalogue.Choices;
import io.serialtck.evolution.catalogue.Evolution;
import io.serialtck.evolution.catalogue.EvolutionKind;
import io.serialtck.evolution.mapping.EvolvedClass;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Makes one {@link EvolutionCase} from a seed: a random shape, a chain of one to {@code maxSteps}
 * steps drawn from the given kinds, and a random value of the base shape. The same seed makes the
 * same case.
 */
public final class CaseGenerator {

  private static final String DEFAULT_PACKAGE = "serialtck.gen.prop";
  private static final long STYLE_SALT = 0x5719_1E5L;

  private final List<? extends EvolutionKind> kinds;
  private final int maxSteps;
  private final String packagePrefix;

  public CaseGenerator(List<? extends EvolutionKind> kinds, int maxSteps) {
    this(kinds, maxSteps, DEFAULT_PACKAGE);
  }

  /**
   * @param packagePrefix the package the case's classes go under (followed by one sub-package per
   *     seed), so that cases of different properties can share a world
   */
  public CaseGenerator(List<? extends EvolutionKind> kinds, int maxSteps, String packagePrefix) {
    this.kinds = List.copyOf(kinds);
    this.maxSteps = maxSteps;
    this.packagePrefix = packagePrefix;
  }

  /**
   * The case of a seed. Its style (fields or bean, one in two) is drawn from a stream of its own,
   * so that the shape, steps and values a seed makes do not depend on it.
   */
  public EvolutionCase generate(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    ClassStyle style =
        new SplittableRandom(seed ^ STYLE_SALT).nextBoolean() ? ClassStyle.BEAN : ClassStyle.FIELDS;
    String packageName = packagePrefix + ".s" + Long.toUnsignedString(seed, 36);
    ClassShape base =
        (ClassShape) ShapeGraph.inStyle(ShapeGenerator.shape(random, packageName), style);
    List<Evolution> steps = new ArrayList<>();
    ClassShape current = base;
    int wanted = 1 + random.nextInt(maxSteps);
    RandomChoices choices = new RandomChoices(random, packageName, style);
    for (int i = 0; i < wanted; i++) {
      Optional<Evolution> step = pick(current, choices, random);
      if (step.isEmpty()) {
        break;
      }
      steps.add(step.get());
      EvolvedClass evolved = step.get().apply(current);
      if (!(evolved.after() instanceof ClassShape next)) {
        break;
      }
      current = next;
    }
    return new EvolutionCase(seed, base, steps, new ValueGenerator(random).object(base));
  }

  private Optional<Evolution> pick(ClassShape shape, Choices choices, SplittableRandom random) {
    List<EvolutionKind> untried = new ArrayList<>(kinds);
    while (!untried.isEmpty()) {
      EvolutionKind kind = untried.remove(random.nextInt(untried.size()));
      Optional<Evolution> step = kind.pick(shape, choices);
      if (step.isPresent()) {
        try {
          step.get().apply(shape);
          return step;
        } catch (IllegalArgumentException inapplicable) {
          // the kind offered a step its own checks refuse; draw another kind
        }
      }
    }
    return Optional.empty();
  }

  /** The random choices evolution kinds make, from the case's random stream. */
  private static final class RandomChoices implements Choices {

    private final SplittableRandom random;
    private final String packageName;
    private final ClassStyle style;
    private int salt;

    RandomChoices(SplittableRandom random, String packageName, ClassStyle style) {
      this.random = random;
      this.packageName = packageName;
      this.style = style;
    }

    @Override
    public Optional<FieldShape> oneOf(List<FieldShape> fields) {
      return fields.isEmpty()
          ? Optional.empty()
          : Optional.of(fields.get(random.nextInt(fields.size())));
    }

    @Override
    public String freshName(List<FieldShape> taken) {
      Set<String> names = new HashSet<>();
      taken.forEach(f -> names.add(f.name()));
      String name;
      do {
        name = "g" + salt++;
      } while (names.contains(name));
      return name;
    }

    @Override
    public TypeRef fieldType() {
      TypeRef type = ShapeGenerator.fieldType(random, packageName, salt++);
      return type instanceof TypeRef.GeneratedType generated
          ? TypeRef.of(ShapeGraph.inStyle(generated.shape(), style))
          : type;
    }
  }
}
