package io.serialtck.tck.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.serialtck.tck.CellKey;
import io.serialtck.tck.Direction;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ShardTest {

  private static final List<CellKey> KEYS =
      IntStream.range(0, 10)
          .mapToObj(i -> new CellKey("lib-" + (i / 4), "flexibility", "c" + i, Direction.ROUNDTRIP))
          .toList();

  @Test
  void parsesIndexSlashCountAndPrintsItBack() {
    Shard shard = Shard.parse("2/4");

    assertThat(shard).isEqualTo(new Shard(2, 4));
    assertThat(shard).hasToString("2/4");
    assertThat(Shard.parse(" 1/1 ")).isEqualTo(Shard.WHOLE).matches(Shard::isWhole);
    assertThat(shard.isWhole()).isFalse();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "5/4",
        "0/4",
        "2/0",
        "0/0",
        "-1/4",
        "2",
        "2/4/6",
        "a/b",
        "2 / 4",
        "",
        "99999999999/1"
      })
  void rejectsWhatIsNotIndexSlashCountNamingTheInput(String text) {
    assertThatThrownBy(() -> Shard.parse(text))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--shard must look like I/N with 1 <= I <= N: " + text);
  }

  @Test
  void rejectsNoInput() {
    assertThatThrownBy(() -> Shard.parse(null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("--shard must look like I/N with 1 <= I <= N: null");
  }

  @Test
  void cannotBeMadeOutOfRange() {
    assertThatThrownBy(() -> new Shard(3, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("3/2");
  }

  @ParameterizedTest
  @ValueSource(ints = {1, 2, 3, 4, 7, 10, 13})
  void theBlocksOfAllShardsCoverEveryKeyOnceInOrder(int count) {
    List<CellKey> concatenated = new ArrayList<>();
    for (int index = 1; index <= count; index++) {
      List<CellKey> block = new Shard(index, count).select(KEYS);
      assertThat(block.size()).isBetween(KEYS.size() / count, KEYS.size() / count + 1);
      concatenated.addAll(block);
    }

    assertThat(concatenated).isEqualTo(KEYS);
  }

  @Test
  void withMoreShardsThanKeysSomeShardsAreEmpty() {
    List<Integer> sizes =
        IntStream.rangeClosed(1, 13)
            .map(i -> new Shard(i, 13).select(KEYS).size())
            .boxed()
            .toList();

    assertThat(sizes).containsOnly(0, 1);
    assertThat(sizes.stream().mapToInt(Integer::intValue).sum()).isEqualTo(10);
    assertThat(new Shard(1, 13).select(KEYS)).isEmpty();
  }

  @Test
  void aBlockIsContiguousAndTheSameEveryTime() {
    assertThat(new Shard(2, 3).select(KEYS)).isEqualTo(KEYS.subList(3, 6));
    assertThat(new Shard(3, 3).select(KEYS)).isEqualTo(KEYS.subList(6, 10));
    assertThat(new Shard(2, 3).select(new ArrayList<>(KEYS))).isEqualTo(KEYS.subList(3, 6));
    assertThat(Shard.WHOLE.select(KEYS)).isEqualTo(KEYS);
  }
}
