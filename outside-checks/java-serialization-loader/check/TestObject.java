package check;

import java.io.Serializable;

/** The kit's TestObject (fixture-objects' TestObjectFixture.TestObject), field for field. */
public class TestObject implements Serializable {
  private static final long serialVersionUID = 1L;

  public long id;
  public long[] values;
  public String name;
  public String comment;

  public TestObject() {}
}
