package io.serialtck.tck.run;

import static org.assertj.core.api.Assertions.assertThat;

import io.serialtck.tck.TestAdapters;
import io.serialtck.tck.discovery.AdapterCatalog;
import io.serialtck.tck.discovery.Jdk;
import io.serialtck.tck.discovery.RegisteredConfiguration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The configurations that keep static state, the longest to run, start first, so that none of them
 * runs alone at the end of a run; the others keep the plan's order.
 */
class StartOrderTest {

  @Test
  void configurationsThatKeepStaticStateStartFirstTheOthersInThePlansOrder() {
    List<RegisteredConfiguration> planned =
        List.copyOf(
            AdapterCatalog.describe(TestAdapters.built(), Jdk.current().feature()).values());

    List<RegisteredConfiguration> started = MatrixRunner.startOrder(planned);

    List<RegisteredConfiguration> keeping =
        planned.stream().filter(c -> c.info().keepsStaticState()).toList();
    assertThat(keeping).extracting(RegisteredConfiguration::id).contains("one-nio-default");
    assertThat(started.subList(0, keeping.size())).containsExactlyElementsOf(keeping);
    assertThat(started.subList(keeping.size(), started.size()))
        .containsExactlyElementsOf(
            planned.stream().filter(c -> !c.info().keepsStaticState()).toList());
  }
}
