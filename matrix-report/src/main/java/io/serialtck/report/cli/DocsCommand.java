package io.serialtck.report.cli;

import io.serialtck.tck.docs.GeneratedDocuments;
import io.serialtck.tck.docs.GeneratedTable;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code serialtck docs}: writes the documentation's tables that are generated from the kit's
 * declarations (criteria, catalogue kinds, score groups), or checks that they are current.
 */
@Command(
    name = "docs",
    mixinStandardHelpOptions = true,
    description =
        "Writes the tables of docs/ that are generated from the declarations of the criteria,"
            + " the catalogue and the score groups; with --check, only says which are stale"
            + " (exit 1).")
final class DocsCommand implements Callable<Integer> {

  @Option(names = "--check", description = "Write nothing; exit 1 when a table is stale.")
  boolean check;

  @Override
  public Integer call() {
    Path home = TargetOptions.home();
    GeneratedDocuments documents = new GeneratedDocuments(home);
    if (check) {
      List<Path> stale = documents.stale();
      stale.forEach(path -> System.out.println("stale: " + home.relativize(path)));
      System.out.println(
          stale.isEmpty()
              ? GeneratedTable.values().length + " generated tables are current"
              : "run ./serialtck docs to regenerate them");
      return stale.isEmpty() ? 0 : 1;
    }
    List<Path> changed = documents.write();
    changed.forEach(path -> System.out.println("wrote " + home.relativize(path)));
    System.out.println(
        changed.isEmpty()
            ? "every generated table was already current"
            : changed.size() + " documents updated");
    return 0;
  }
}
