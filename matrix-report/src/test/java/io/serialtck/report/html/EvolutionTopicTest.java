package io.serialtck.report.html;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.evolution.catalogue.Catalogue;
import org.junit.jupiter.api.Test;

class EvolutionTopicTest {

  @Test
  void everyCatalogueKindIsListedUnderTheTopicItsChangeBelongsTo() {
    assertThat(topic("field-added")).isEqualTo(EvolutionTopic.FIELDS_ADDED_REMOVED);
    assertThat(topic("nested-field-removed")).isEqualTo(EvolutionTopic.FIELDS_ADDED_REMOVED);
    assertThat(topic("class-renamed")).isEqualTo(EvolutionTopic.RENAMES);
    assertThat(topic("int-to-Integer")).isEqualTo(EvolutionTopic.TYPE_CHANGES);
    assertThat(topic("long-to-int")).isEqualTo(EvolutionTopic.TYPE_CHANGES);
    assertThat(topic("ArrayList-to-LinkedList")).isEqualTo(EvolutionTopic.COLLECTION_CHANGES);
    assertThat(topic("superclass-inserted")).isEqualTo(EvolutionTopic.CLASS_AND_HIERARCHY);
    assertThat(topic("class-to-record")).isEqualTo(EvolutionTopic.CLASS_AND_HIERARCHY);
    assertThat(topic("field-made-transient")).isEqualTo(EvolutionTopic.FIELD_MODIFIERS);
    assertThat(topic("enum-constant-added")).isEqualTo(EvolutionTopic.ENUMS);
    assertThat(Catalogue.kinds())
        .allSatisfy(
            kind -> assertThat(EvolutionTopic.of(kind.group())).isNotEqualTo(EvolutionTopic.OTHER));
  }

  @Test
  void aStyledOrSweptIdIsReadThroughToItsKind() {
    RowAbout sweep = RowDescriptions.of("evolution", "bean:long-to-int@long-max");

    assertThat(sweep.topic()).contains(EvolutionTopic.TYPE_CHANGES);
    assertThat(sweep.change()).endsWith("(value sweep `long-max`) (on JavaBeans)");
    assertThat(sweep.docsHref()).isEqualTo("docs/evolution-catalogue.html#kind-long-to-int");
    assertThat(RowDescriptions.of("upgrade", "library:enum").docsHref())
        .isEqualTo("docs/flexibility-criteria.html#criterion-enum");
    assertThat(RowDescriptions.of("evolution", "chain-field-renamed-twice").topic())
        .contains(EvolutionTopic.SEVERAL_VERSIONS);
    assertThat(RowDescriptions.of("flexibility", "not-a-criterion")).isEqualTo(RowAbout.UNKNOWN);
  }

  private static EvolutionTopic topic(String kind) {
    return EvolutionTopic.of(Catalogue.kind(kind).group());
  }
}
