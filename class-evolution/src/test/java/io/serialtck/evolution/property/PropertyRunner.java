package io.serialtck.evolution.property;

import java.io.PrintStream;
import java.util.Optional;

/**
 * Runs a property over seeded tries: try {@code i} checks the case generated from seed {@code seed
 * + i}. The first failure is shrunk and reported; the seed is printed before the first try.
 */
public final class PropertyRunner {

  private PropertyRunner() {}

  public static PropertyResult run(
      String property,
      PropertySettings settings,
      CaseGenerator generator,
      CaseCheck check,
      PrintStream log) {
    log.printf(
        "property %s: seed %d, %d tries (repeat with %s)%n",
        property, settings.seed(), settings.tries(), settings.repeatWith());
    for (int i = 0; i < settings.tries(); i++) {
      EvolutionCase evolutionCase = generator.generate(settings.seed() + i);
      CaseCheck.CheckResult result = check.check(evolutionCase);
      if (!result.holds()) {
        Shrinker.Shrunk shrunk = Shrinker.shrink(evolutionCase, check);
        PropertyResult failed =
            new PropertyResult(
                property,
                settings,
                i + 1,
                Optional.of(
                    new PropertyResult.Failure(
                        i, evolutionCase, shrunk.minimal(), shrunk.result(), shrunk.steps())));
        log.println(failed.render());
        return failed;
      }
    }
    return new PropertyResult(property, settings, settings.tries(), Optional.empty());
  }
}
