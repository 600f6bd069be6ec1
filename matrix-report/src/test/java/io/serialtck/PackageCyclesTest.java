package io.serialtck;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * No package of the project's main code depends, directly or through others, on a package that
 * depends on it. This module's test class path holds the main code of every module but the adapters
 * and the adapter testkit; each of those is a single package that no other module uses, so none of
 * them can be on a cycle.
 */
class PackageCyclesTest {

  /** A package of each module on this class path, so that a missing module fails the test. */
  private static final String[] MODULE_PACKAGES = {
    "io.serialtck.spi",
    "io.serialtck.value",
    "io.serialtck.worker",
    "io.serialtck.evolution",
    "io.serialtck.fixtures.objects",
    "io.serialtck.fixtures",
    "io.serialtck.tck",
    "io.serialtck.report"
  };

  @Test
  void mainPackagesFormNoCycle() {
    JavaClasses classes =
        new ClassFileImporter()
            .withImportOption(new ImportOption.DoNotIncludeTests())
            .importPackages("io.serialtck");

    assertThat(classes.stream().map(JavaClass::getPackageName).distinct())
        .as("every module's main code is imported")
        .contains(MODULE_PACKAGES);
    assertThat(classes.contain(PackageCyclesTest.class)).as("test code is left out").isFalse();
    slices().matching("io.serialtck.(**)").should().beFreeOfCycles().check(classes);
  }
}
