package io.serialtck.race.testconfig;

import io.serialtck.fixtures.objects.LambdaCapturingFixture.Rule;
import io.serialtck.fixtures.objects.TestObjectFixture.TestObject;

/**
 * {@code test-corrupts-name}: Java serialization whose read appends {@code !} to a {@code
 * TestObject}'s name and to a capturing lambda's {@code Rule}'s, silently: the race's guard must
 * refuse to time it.
 */
public final class CorruptsNameConfiguration extends JavaSerializationConfiguration {

  @Override
  public String id() {
    return "test-corrupts-name";
  }

  @Override
  public Object read(byte[] bytes, Class<?> type) throws Exception {
    Object read = super.read(bytes, type);
    if (read instanceof TestObject object) {
      object.name = object.name + "!";
    } else if (read instanceof Rule rule) {
      rule.name = rule.name + "!";
    }
    return read;
  }
}
