package io.serialtck.tck.repro;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes reproducers: for a cell of a report, a folder named after it ({@link CellAddress}) that
 * runs the cell's write and read with nothing of the kit (see the package's documentation and a
 * reproducer's own README). One instance serves many cells and resolves other library versions only
 * when an upgrade cell needs them; close it after.
 */
public final class Reproducers implements AutoCloseable {

  private final Map<String, RegisteredConfiguration> configurations;
  private final Path fixtureSources;
  private final Map<String, ConfigurationWorld> worlds = new HashMap<>();
  private final SideLibraries libraries = new SideLibraries();

  /**
   * @param configurations the registered configurations by id
   * @param fixtureSources the kit's {@code fixture-objects/src/main/java}, whose fixture sources
   *     flexibility and upgrade reproducers copy
   */
  public Reproducers(Map<String, RegisteredConfiguration> configurations, Path fixtureSources) {
    this.configurations = Map.copyOf(configurations);
    this.fixtureSources = fixtureSources;
  }

  /**
   * Writes the reproducer of {@code cell} into a folder of its own under {@code outRoot}, replacing
   * an earlier one.
   *
   * @return the folder
   * @throws ReproRefusedException when no reproducer can be written for the cell
   */
  public Path write(CellResult cell, Path outRoot) {
    ReproducibleCells.requireCovered(cell);
    RegisteredConfiguration configuration = configurations.get(cell.configuration());
    if (configuration == null) {
      throw new ReproRefusedException(
          CellAddress.of(cell)
              + ": no configuration "
              + cell.configuration()
              + " is registered (built adapters: "
              + String.join(", ", configurations.keySet().stream().sorted().toList())
              + ")");
    }
    ConfigurationWorld world =
        worlds.computeIfAbsent(configuration.id(), id -> ConfigurationWorld.load(configuration));
    ReproFolder folder =
        ReproFolder.empty(outRoot.resolve(CellAddress.folderName(CellKey.of(cell))));
    List<Path> writerJars = folder.copyJars("writer", libraries.jars(configuration, cell.writer()));
    List<Path> readerJars = folder.copyJars("reader", libraries.jars(configuration, cell.reader()));
    folder.write("src/SetUp.java", world.setUpSource());
    folder.write("src/Dump.java", Templates.text("Dump.java"));
    folder.write("src/Registration.java", Templates.text("Registration.java"));
    List<String> program =
        cell.category().equals(Categories.EVOLUTION.id())
            ? EvolutionProgram.write(folder, cell, world.shipsMetadata())
            : FixtureProgram.write(folder, cell, world.shipsMetadata(), fixtureSources);
    folder.writeScript(
        "run.sh",
        RunScript.of(CellAddress.of(cell), world.flagsByFeature(), writerJars, readerJars));
    folder.write("README.md", ReproReadme.of(cell, configuration.info(), program));
    return folder.root();
  }

  @Override
  public void close() {
    libraries.close();
  }
}
