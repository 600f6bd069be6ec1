package io.serialtck.tck.plan;

import java.nio.file.Path;

/**
 * Whether a run keeps and replays its cells' observations ({@link CellCache}), and in which folder.
 *
 * @param folder the cache's folder, or null when the run keeps none
 */
public record CacheSettings(Path folder) {

  /** No cache: every cell asks its workers. */
  public static final CacheSettings OFF = new CacheSettings(null);

  /** The system property that names the cache's folder where no option does. */
  public static final String FOLDER_PROPERTY = "serialtck.cache.dir";

  /** Whether the run uses a cache. */
  public boolean enabled() {
    return folder != null;
  }

  /**
   * The folder a run uses when told none: {@code -Dserialtck.cache.dir}, else {@code
   * $XDG_CACHE_HOME/serialtck}, else {@code ~/.cache/serialtck} (outside the kit's {@code target},
   * so that {@code mvn clean} keeps it, as Go's build cache is kept).
   */
  public static Path defaultFolder() {
    String property = System.getProperty(FOLDER_PROPERTY, "");
    if (!property.isBlank()) {
      return Path.of(property);
    }
    String xdg = System.getenv("XDG_CACHE_HOME");
    if (xdg != null && !xdg.isBlank()) {
      return Path.of(xdg, "serialtck");
    }
    return Path.of(System.getProperty("user.home"), ".cache", "serialtck");
  }
}
