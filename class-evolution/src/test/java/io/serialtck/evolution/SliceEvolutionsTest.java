package io.serialtck.evolution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class SliceEvolutionsTest {

  private static final ClassShape BASE =
      new ClassShape(
          "x.Person",
          true,
          OptionalLong.of(1L),
          List.of(
              FieldShape.of("name", TypeRef.of(String.class)),
              FieldShape.of("age", TypeRef.of(int.class))));

  @Test
  void fieldAddedAppendsAFieldFedByNothing() {
    EvolvedClass evolved =
        new FieldAdded(FieldShape.of("nickname", TypeRef.of(String.class))).apply(BASE);

    assertThat(evolved.before()).isEqualTo(BASE);
    assertThat(evolved.after().name()).isEqualTo(BASE.name());
    assertThat(evolved.after().fields())
        .extracting(FieldShape::name)
        .containsExactly("name", "age", "nickname");
    assertThat(evolved.linkToAfter("nickname")).contains(FieldLink.added("nickname"));
    assertThat(evolved.linkToAfter("age")).contains(FieldLink.unchanged("age"));
  }

  @Test
  void fieldRemovedDropsTheFieldAndLinksItToNothing() {
    EvolvedClass evolved = new FieldRemoved("age").apply(BASE);

    assertThat(evolved.after().fields()).extracting(FieldShape::name).containsExactly("name");
    assertThat(evolved.linkToBefore("age")).contains(FieldLink.removed("age"));
    assertThat(evolved.linkToAfter("name")).contains(FieldLink.unchanged("name"));
    assertThatThrownBy(() -> new FieldRemoved("missing").apply(BASE))
        .hasMessageContaining("no field missing");
  }

  @Test
  void shapesRenderAsReadableSource() {
    assertThat(BASE.render())
        .isEqualTo(
            "class Person implements Serializable { static final long serialVersionUID = 1L;"
                + " private String name; private int age; }");
  }
}
