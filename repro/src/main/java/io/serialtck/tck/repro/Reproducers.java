package io.serialtck.tck.repro;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.CellResult;
import io.serialtck.tck.Side;
import io.serialtck.tck.categories.Categories;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import io.serialtck.tck.run.registration.RegistrationOrderCategory;
import io.serialtck.tck.run.stateful.StatefulCategory;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;

/**
 * Writes reproducers: for a cell of a report, a folder named after it ({@link CellAddress}) that
 * runs the cell's write and read with nothing of the kit (see the package's documentation and a
 * reproducer's own README). A migration's cell (two configurations of one format, each side naming
 * its own) gets each side's set-up source and jars, and the flags of both. An exploration cell
 * whose finding is one side's own round trip runs that side on both ({@link
 * ExplorationProgram#side}). One instance serves many cells and resolves other library versions
 * only when an upgrade cell needs them; close it after.
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
    Side writerSide = ExplorationProgram.side(cell, true);
    Side readerSide = ExplorationProgram.side(cell, false);
    RegisteredConfiguration writer = configuration(cell, writerSide);
    RegisteredConfiguration reader = configuration(cell, readerSide);
    // an exploration finding at a set-up variant runs the variant's set-up on both sides
    String variant = cell.explorationCase() == null ? "" : cell.explorationCase().setUp();
    ConfigurationWorld writerWorld = world(writer, variant);
    ConfigurationWorld readerWorld = world(reader, variant);
    ReproFolder folder =
        ReproFolder.empty(outRoot.resolve(CellAddress.folderName(CellKey.of(cell))));
    List<Path> writerJars = folder.copyJars("writer", libraries.jars(writer, writerSide));
    List<Path> readerJars = folder.copyJars("reader", libraries.jars(reader, readerSide));
    ConfigurationWorld cellWriterWorld = world(configuration(cell, cell.writer()), variant);
    ConfigurationWorld cellReaderWorld = world(configuration(cell, cell.reader()), variant);
    boolean twoConfigurations = !writer.id().equals(reader.id());
    if (twoConfigurations) {
      folder.write("setup/writer/SetUp.java", writerWorld.setUpSource());
      folder.write("setup/reader/SetUp.java", readerWorld.setUpSource());
    } else {
      folder.write("src/SetUp.java", writerWorld.setUpSource());
    }
    folder.write("src/Dump.java", Templates.text("Dump.java"));
    folder.write("src/Registration.java", Templates.text("Registration.java"));
    List<String> program = program(cell, folder, writerWorld, readerWorld);
    // the flags of the kit's worker, which held both of a migration's configurations: for a
    // finding on one side alone too, whose reproducer runs one of them on both sides
    SortedMap<Integer, List<String>> flags =
        !cellWriterWorld.configuration().id().equals(cellReaderWorld.configuration().id())
            ? ConfigurationWorld.bothFlags(
                fromSide(cell, cellWriterWorld, cellReaderWorld),
                toSide(cell, cellWriterWorld, cellReaderWorld))
            : writerWorld.flagsByFeature();
    List<JvmRun> jvms =
        cell.category().equals(StatefulCategory.ID)
            ? StatefulProgram.jvms(cell)
            : JvmRun.WRITE_THEN_READ;
    folder.writeScript(
        "run.sh", RunScript.of(CellAddress.of(cell), flags, writerJars, readerJars, jvms));
    folder.write("README.md", ReproReadme.of(cell, writer.info(), reader.info(), program, jvms));
    return folder.root();
  }

  /** Writes the cell's programs, by its category; returns the README's lines on them. */
  private List<String> program(
      CellResult cell,
      ReproFolder folder,
      ConfigurationWorld writerWorld,
      ConfigurationWorld readerWorld) {
    String category = cell.category();
    if (category.equals(Categories.EVOLUTION.id())) {
      return EvolutionProgram.write(folder, cell, writerWorld.shipsMetadata());
    }
    if (category.equals(StatefulCategory.ID)) {
      return StatefulProgram.write(folder, cell, writerWorld.shipsMetadata());
    }
    if (ExplorationProgram.isExploration(cell)) {
      return ExplorationProgram.write(
          folder, cell, writerWorld.shipsMetadata(), readerWorld.shipsMetadata());
    }
    if (category.equals(RegistrationOrderCategory.ID)) {
      return RegistrationProgram.write(folder, cell, writerWorld.shipsMetadata());
    }
    return FixtureProgram.write(
        folder, cell, writerWorld.shipsMetadata(), readerWorld.shipsMetadata(), fixtureSources);
  }

  /**
   * The configuration a side of the cell ran: the one the side names (a migration's side), else the
   * cell's.
   *
   * @throws ReproRefusedException when it is not registered
   */
  private RegisteredConfiguration configuration(CellResult cell, Side side) {
    String id =
        side != null && side.configuration() != null ? side.configuration() : cell.configuration();
    RegisteredConfiguration configuration = configurations.get(id);
    if (configuration == null) {
      throw new ReproRefusedException(
          CellAddress.of(cell)
              + ": no configuration "
              + id
              + " is registered (built adapters: "
              + String.join(", ", configurations.keySet().stream().sorted().toList())
              + ")");
    }
    return configuration;
  }

  /**
   * A migration's {@code from} side, whose configuration is not the cell's: the kit's worker takes
   * its flags first.
   */
  private static ConfigurationWorld fromSide(
      CellResult cell, ConfigurationWorld writer, ConfigurationWorld reader) {
    return writer.configuration().id().equals(cell.configuration()) ? reader : writer;
  }

  private static ConfigurationWorld toSide(
      CellResult cell, ConfigurationWorld writer, ConfigurationWorld reader) {
    return writer.configuration().id().equals(cell.configuration()) ? writer : reader;
  }

  private ConfigurationWorld world(RegisteredConfiguration configuration, String variant) {
    return worlds.computeIfAbsent(
        ConfigurationWorld.setUpId(configuration, variant),
        id -> ConfigurationWorld.load(configuration, variant));
  }

  @Override
  public void close() {
    libraries.close();
  }
}
