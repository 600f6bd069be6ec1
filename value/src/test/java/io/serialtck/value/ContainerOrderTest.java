package io.serialtck.value;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class ContainerOrderTest {

  @Test
  void orderIsDemandedWhereTheClassKeepsItAndTheDeclaredTypePromisesIt() {
    assertThat(ContainerOrder.isDemanded(LinkedHashMap.class, LinkedHashMap.class)).isTrue();
    assertThat(ContainerOrder.isDemanded(TreeMap.class, SortedMap.class)).isTrue();
    assertThat(ContainerOrder.isDemanded(ArrayList.class, List.class)).isTrue();
    assertThat(ContainerOrder.isDemanded(ArrayList.class, Collection.class)).isTrue();
  }

  @Test
  void aDeclaredTypeWithoutOrderRefusesIt() {
    assertThat(ContainerOrder.isDemanded(LinkedHashMap.class, Map.class)).isFalse();
    assertThat(ContainerOrder.isDemanded(LinkedHashMap.class, HashMap.class)).isFalse();
    assertThat(ContainerOrder.isDemanded(LinkedHashSet.class, Set.class)).isFalse();
    assertThat(ContainerOrder.isDemanded("java.util.LinkedHashMap", "java.util.Map")).isFalse();
  }

  @Test
  void aClassWithoutOrderDemandsNoneWhateverItIsDeclaredAs() {
    assertThat(ContainerOrder.isDemanded(HashMap.class, LinkedHashMap.class)).isFalse();
  }

  @Test
  void aDeclaredTypeThatIsNoContainerLeavesTheClassesPromise() {
    assertThat(ContainerOrder.isDemanded(ArrayList.class, Object.class)).isTrue();
    assertThat(ContainerOrder.isDemanded(LinkedHashMap.class, Object.class)).isTrue();
    assertThat(ContainerOrder.isDemanded("java.util.ArrayList", "serialtck.gen.Unknown")).isTrue();
  }
}
