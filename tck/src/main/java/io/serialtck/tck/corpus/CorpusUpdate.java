package io.serialtck.tck.corpus;

import java.nio.file.Path;
import java.util.List;

/**
 * What a corpus rewrite did.
 *
 * @param entries the manifest's entries after the rewrite
 * @param written files written because their bytes changed (or are new)
 * @param removed files deleted: fixtures no longer in the corpus, configurations no longer
 *     registered
 * @param kept entries whose stored bytes were kept: same library version and JDK, and they still
 *     read
 * @param unstable kept entries whose freshly written bytes differ from the stored ones: the library
 *     does not write these bytes deterministically
 * @param leftOut fixtures not in the corpus, each with the reason
 * @param notRun configurations not run on this JDK; their entries are left as they were
 */
public record CorpusUpdate(
    List<CorpusEntry> entries,
    List<Path> written,
    List<Path> removed,
    int kept,
    List<String> unstable,
    List<String> leftOut,
    List<String> notRun) {}
